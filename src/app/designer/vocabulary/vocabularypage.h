#pragma once

#include "rules/rulesetauthoring_parts.h"

#include <QWidget>
#include <functional>

class QHBoxLayout;
class QPushButton;
class QTableView;

namespace hexstride {

class RulesetEditor;

/// A designer page of terrains, hex features or edge features: the list (a table whose names
/// and colours edit in place) with buttons to add, edit (id, names, colour, pattern, drawing),
/// move and remove entries through forms. Renaming or removing an id the open map uses asks
/// what those hexes or sides become; the ruleset and the map change in one undo step.
class VocabularyPage : public QWidget
{
    Q_OBJECT
public:
    /// `view` shows the part's list (RulesetListModel); the page takes it. Terrains are added
    /// and removed by the designer's own Add Terrain and Remove Terrain (with costs "like"
    /// another), which it puts in buttonRow().
    VocabularyPage(RulesetEditor *editor, VocabularyPart part, QTableView *view,
                   QWidget *parent = nullptr);
    QHBoxLayout *buttonRow() const { return m_buttons; }
    QTableView *view() const { return m_view; }

    /// Each returns the loader's message or empty, and is one undo step with the map.
    QString addFeature(const FeatureSpec &spec);
    /// `onto`: what the map's uses of `id` become (empty: follow the new id).
    QString editFeature(const QString &id, const FeatureSpec &spec, const QString &onto = {});
    QString moveFeature(const QString &id, int to);
    /// `onto`: another id the map's uses become; empty: a feature is taken off.
    QString removeFeature(const QString &id, const QString &onto = {});
    /// The id of the selected entry (empty: none).
    QString currentId() const;

    void addDialog();
    void editDialog();
    void removeDialog();

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslateUi();
    void updateButtons();
    void select(const QString &id);
    /// Asks what the map's uses of `id` become, offering `first` (a new id) before the other
    /// entries, and nothing for features. False: cancelled.
    bool askReplacement(const QString &id, const QString &first, const QString &firstText,
                        QString &onto);

    RulesetEditor *m_editor;
    VocabularyPart m_part;
    QTableView *m_view;
    QHBoxLayout *m_buttons;
    QPushButton *m_add = nullptr, *m_edit, *m_up, *m_down, *m_remove = nullptr;
};

} // namespace hexstride
