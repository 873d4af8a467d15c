#pragma once

#include <QFileDialog>
#include <QLineEdit>

namespace hexstride::testing {

/// Types `name` into a file dialog's name field, as a user does: a whole path, or a name in the
/// folder shown. QFileDialog::selectFile() alone leaves the field as it is while the field has the
/// keyboard focus (the dialog shown active, which depends on timing under offscreen), and accept()
/// then takes what the field held: the suggested name (a file written elsewhere) or nothing (an
/// Open dialog that never closes).
inline void typeFileName(QFileDialog *files, const QString &name)
{
    files->selectFile(name); // the folder, when `name` is a whole path
    if (auto *field = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
        field->setText(name);
}

} // namespace hexstride::testing
