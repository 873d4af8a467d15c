#include "removedonstop.h"

#include <QFile>

#include <array>
#include <atomic>
#include <csignal>
#include <cstring>
#include <mutex>

#ifdef Q_OS_UNIX
#include <signal.h>
#include <unistd.h>
#endif

namespace hexstride {

namespace {
/// A file's name as the handler reads it: written before `used` is set, read only after.
struct Slot
{
    std::atomic<bool> used{false};
    char path[4096] = {};
};
std::array<Slot, 8> g_slots;
static_assert(std::atomic<bool>::is_always_lock_free, "read inside a signal handler");

#ifdef Q_OS_UNIX
constexpr int kStopSignals[2] = {SIGINT, SIGTERM};

/// Only async-signal-safe calls: unlink, sigaction, raise. The signal is blocked while this
/// runs, so the raise ends the process (at the default again) once it returns.
void removeThenStop(int signal)
{
    for (Slot &slot : g_slots) {
        if (slot.used.load(std::memory_order_acquire))
            ::unlink(slot.path);
    }
    struct sigaction byDefault = {};
    byDefault.sa_handler = SIG_DFL;
    sigemptyset(&byDefault.sa_mask);
    ::sigaction(signal, &byDefault, nullptr);
    ::raise(signal);
}

std::mutex g_slotsChanging;
int g_held = 0;           ///< slots in use (under g_slotsChanging)
bool g_installed[2] = {}; ///< which signals removeThenStop was put on

void install()
{
    for (int i = 0; i < 2; ++i) {
        struct sigaction old = {};
        struct sigaction now = {};
        now.sa_handler = removeThenStop;
        sigemptyset(&now.sa_mask);
        g_installed[i] = ::sigaction(kStopSignals[i], nullptr, &old) == 0
                         && old.sa_handler == SIG_DFL
                         && ::sigaction(kStopSignals[i], &now, nullptr) == 0;
    }
}

void uninstall()
{
    for (int i = 0; i < 2; ++i) {
        struct sigaction old = {};
        if (g_installed[i] && ::sigaction(kStopSignals[i], nullptr, &old) == 0
            && old.sa_handler == removeThenStop) {
            struct sigaction byDefault = {};
            byDefault.sa_handler = SIG_DFL;
            sigemptyset(&byDefault.sa_mask);
            ::sigaction(kStopSignals[i], &byDefault, nullptr);
        }
        g_installed[i] = false;
    }
}
#endif
} // namespace

RemovedOnStop::RemovedOnStop(const QString &path)
{
#ifdef Q_OS_UNIX
    const QByteArray name = QFile::encodeName(path);
    if (std::size_t(name.size()) >= sizeof Slot::path)
        return;
    const std::lock_guard<std::mutex> changing(g_slotsChanging);
    for (int i = 0; i < int(g_slots.size()); ++i) {
        Slot &slot = g_slots[std::size_t(i)];
        if (slot.used.load())
            continue;
        std::memcpy(slot.path, name.constData(), std::size_t(name.size()) + 1);
        slot.used.store(true, std::memory_order_release);
        m_slot = i;
        if (g_held++ == 0)
            install();
        return;
    }
#else
    Q_UNUSED(path);
#endif
}

RemovedOnStop::~RemovedOnStop()
{
#ifdef Q_OS_UNIX
    if (m_slot < 0)
        return;
    const std::lock_guard<std::mutex> changing(g_slotsChanging);
    g_slots[std::size_t(m_slot)].used.store(false, std::memory_order_release);
    if (--g_held == 0)
        uninstall();
#endif
}

bool RemovedOnStop::isRemovingHandler(void (*handler)(int))
{
#ifdef Q_OS_UNIX
    return handler == removeThenStop;
#else
    Q_UNUSED(handler);
    return false;
#endif
}

} // namespace hexstride
