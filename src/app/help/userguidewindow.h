#pragma once

#include <QHash>
#include <QImage>
#include <QUrl>
#include <QWidget>

class QTextBrowser;
class QToolButton;

namespace hexstride {

/// The user guide (Help ▸ User Guide): a browser over the Markdown pages bundled under
/// :/guide/<language>/ (docs/guide in the source tree), with back, forward and contents.
/// It follows the interface language: on a language change it shows the same page in the
/// other language.
class UserGuideWindow : public QWidget
{
    Q_OBJECT
public:
    explicit UserGuideWindow(QWidget *parent = nullptr);

    /// Shows a page of the guide ("player.md") in the interface language.
    void showPage(const QString &page);
    /// The page shown now, without language and anchor ("player.md").
    QString currentPage() const;
    QTextBrowser *browser() const { return m_browser; }

    /// The resource URL of a guide page in a language: qrc:/guide/<language>/<page>.
    static QUrl pageUrl(const QString &language, const QString &page);

protected:
    void changeEvent(QEvent *e) override;
    bool eventFilter(QObject *watched, QEvent *e) override;

private:
    void retranslate();
    /// Scales pictures wider than the page down to its width.
    void fitPictures();

    QTextBrowser *m_browser;
    QToolButton *m_back;
    QToolButton *m_forward;
    QToolButton *m_contents;
    /// The pictures at full size, by URL: scaled again from these when the window resizes.
    QHash<QUrl, QImage> m_originals;
};

/// The guide page about a tool, for F1 ("referee.md" for the editing tools, "player.md" for
/// the planner); the contents page for an unknown id.
QString guidePageForTool(const QString &toolId);

} // namespace hexstride
