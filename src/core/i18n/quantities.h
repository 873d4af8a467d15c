#pragma once

#include <QString>

namespace hexstride {

/// Counts shown to people, with the plural forms of the UI language
/// (Russian: 1 гекс, 2 гекса, 5 гексов, 11 гексов, 21 гекс).
QString hexCount(int n);
QString movementPoints(int n);
QString turnCount(int n);

} // namespace hexstride
