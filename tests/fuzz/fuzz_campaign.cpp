// Fuzzes the campaign file (campaign.json, docs/campaign.md): never a crash; what reads writes
// back as text that reads to the same campaign, and a refusal names the file.
#include "campaign/campaign.h"

#include <QByteArray>
#include <QString>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hexstride;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const auto campaign = readCampaign(bytes, QStringLiteral("campaign.json"), &error);
    if (!campaign) {
        if (!error.startsWith(QLatin1String("campaign.json")))
            __builtin_trap();
        return 0;
    }
    QString again;
    const auto back = readCampaign(campaignFileBytes(*campaign), QStringLiteral("c"), &again);
    if (!back || !(*back == *campaign))
        __builtin_trap();
    return 0;
}
