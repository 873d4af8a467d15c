#pragma once

#include "exporting/mapexporter.h"

#include "text/describedparser.h"

#include <QCommandLineParser>
#include <optional>

namespace hexstride::cli {

/// render's page options: --hex-numbers / --no-hex-numbers, --hex-size 25.4mm, --pages.
void addPageOptions(DescribedParser &parser);
/// Reads them into `options`; returns a message naming the bad option, or nothing.
std::optional<QString> readPageOptions(const QCommandLineParser &parser, const HexMap &map,
                                       const QString &outPath, ExportOptions &options);
/// "25.4mm", "1in", "2.5cm" (a bare number is millimetres) → millimetres; nothing when bad or
/// not between 3 mm and 200 mm.
std::optional<double> parseHexSize(const QString &text);

} // namespace hexstride::cli
