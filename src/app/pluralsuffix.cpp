#include "pluralsuffix.h"

#include <QEvent>
#include <QSpinBox>

namespace hexstride {

namespace {

/// Re-words the suffix when the value or the UI language changes.
class PluralSuffix : public QObject
{
public:
    PluralSuffix(QSpinBox *box, std::function<QString(int)> suffixFor)
        : QObject(box)
        , m_box(box)
        , m_suffixFor(std::move(suffixFor))
    {
        update();
        connect(box, &QSpinBox::valueChanged, this, &PluralSuffix::update);
        box->installEventFilter(this);
    }
    bool eventFilter(QObject *watched, QEvent *e) override
    {
        if (e->type() == QEvent::LanguageChange)
            update();
        return QObject::eventFilter(watched, e);
    }

private:
    void update() { m_box->setSuffix(m_suffixFor(m_box->value())); }
    QSpinBox *m_box;
    std::function<QString(int)> m_suffixFor;
};

} // namespace

void keepPluralSuffix(QSpinBox *box, std::function<QString(int)> suffixFor)
{
    new PluralSuffix(box, std::move(suffixFor));
}

} // namespace hexstride
