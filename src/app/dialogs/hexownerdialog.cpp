#include "hexownerdialog.h"

#include "ownerbox.h"
#include "plaintext.h"
#include "sidesdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace hexstride {

HexOwnerDialog::HexOwnerDialog(const HexMap &map, const QList<Hex> &hexes, QWidget *parent)
    : QDialog(parent)
    , m_sides(map.sides())
    , m_hexes(hexes)
    , m_owner(new OwnerBox(SidesDialog::sidesOf(map), this))
{
    setWindowTitle(tr("Hex Owner"));
    auto *layout = new QVBoxLayout(this);
    const QString question
        = hexes.size() == 1
              ? tr("Which side owns the population centre and fortification of hex %1?")
                    .arg(map.label(hexes.first()))
              : tr("Which side owns the population centres and fortifications of the %n "
                   "selected hexes?",
                   nullptr, int(hexes.size()));
    auto *label = plainLabel(new QLabel(question, this));
    label->setWordWrap(true);
    label->setBuddy(m_owner);
    layout->addWidget(label);
    m_owner->setObjectName(QStringLiteral("ownerBox"));
    // One owner for all: the hexes' common owner, else nobody until one is chosen.
    QString common = hexes.isEmpty() ? QString() : m_sides.ownerOf(hexes.first());
    for (Hex h : hexes) {
        if (m_sides.ownerOf(h) != common)
            common.clear();
    }
    m_owner->setOwner(common);
    layout->addWidget(m_owner);
    auto *problem = ownerProblemLabel(this);
    layout->addWidget(problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // A typed side that could not be saved and loaded again keeps OK disabled.
    const auto check
        = [this, problem, buttons] { showOwnerProblem(problem, buttons, m_owner->problem()); };
    connect(m_owner, &QComboBox::currentTextChanged, this, check);
    check();
}

MapSides HexOwnerDialog::sides() const
{
    MapSides out = m_sides;
    const QString owner = m_owner->owner();
    for (Hex h : m_hexes) {
        if (out.ownerOf(h) != owner) // unchanged entries keep their place: no empty undo step
            out.setOwner(h, owner);
    }
    return out;
}

} // namespace hexstride
