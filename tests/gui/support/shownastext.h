#pragma once

// What a reader sees of a text that Qt shows in a format of its guessing: a tool tip (of a
// widget, an item, QToolTip::showText) or a QLabel in Qt::AutoText is rich text when
// Qt::mightBeRichText() says so. The app makes strings from files plain (src/app/plaintext.h);
// these helpers check the result as Qt would lay it out.
#include <QAbstractTextDocumentLayout>
#include <QList>
#include <QString>
#include <QTextDocument>
#include <QUrl>

namespace hexstride::testing {

/// A document that notes every resource (an image) its layout asks for.
class RecordingDocument : public QTextDocument
{
public:
    QList<QUrl> loaded;

protected:
    QVariant loadResource(int type, const QUrl &name) override
    {
        loaded << name;
        return QTextDocument::loadResource(type, name);
    }
};

/// A text as shown: its plain text (line breaks as '\n'), the resources its layout loaded, and
/// whether it was read as rich text.
struct Shown
{
    QString text;
    QList<QUrl> loaded;
    bool rich = false;
};

inline Shown shownAsText(const QString &text, Qt::TextFormat format = Qt::AutoText)
{
    const bool rich
        = format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
    if (!rich)
        return {text, {}, false};
    RecordingDocument doc;
    doc.setHtml(text);
    doc.documentLayout()->documentSize(); // lays it out: images load here
    return {doc.toPlainText(), doc.loaded, true};
}

} // namespace hexstride::testing
