#include "clicommands.h"

#include <QCoreApplication>

namespace hexstride::cli {

// Each verb's entry point lives in its own verb_<name>.cpp.
// (Declarations are added here as verbs land.)

const QList<Verb> &verbs()
{
    static const QList<Verb> all{};
    return all;
}

} // namespace hexstride::cli
