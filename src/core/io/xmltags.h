#pragma once

#include <QByteArray>

namespace hexstride::xmltags {

/// The most attributes one element of a file we read may have. Tiled writes a handful; Qt's XML
/// reader checks each attribute against the element's others, so a tag of 100,000 attributes
/// (a 1.3 MB file) took it 20 s. docs/file-format.md.
constexpr int kMaxAttributes = 1000;

/// The line (from 1) of the first element in `xml` with more than `most` attributes, or 0 when
/// there is none. One pass over the bytes: comments, CDATA sections, processing instructions and
/// quoted attribute values are skipped, so an '=' in them is not counted.
qsizetype firstCrowdedElement(const QByteArray &xml, int most = kMaxAttributes);

} // namespace hexstride::xmltags
