#include "TableToken.h"

#include <QByteArray>
#include <QRandomGenerator>
#include <array>

namespace arbiter {

QString newTableToken()
{
    std::array<quint32, 4> words{};
    QRandomGenerator::system()->fillRange(words.data(), words.size());
    const QByteArray raw(reinterpret_cast<const char *>(words.data()), sizeof words);
    return QString::fromLatin1(raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

bool sameToken(const QString &expected, const QString &given)
{
    if (expected.isEmpty() || expected.size() != given.size())
        return false;
    ushort difference = 0;
    for (qsizetype i = 0; i < expected.size(); ++i)
        difference |= expected.at(i).unicode() ^ given.at(i).unicode();
    return difference == 0;
}

} // namespace arbiter
