#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQuickItem>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

#include <algorithm>
#include <utility>
#include <vector>

// What must never reach a player on a screen: the program's own words (a
// content id, a reason code, a field or counter key, an entity key, a value
// JavaScript could not show: the patterns of player-words.json) and, on a
// German screen, an English sentence the translation has words for.
namespace arbiter::testing {

class PlayerWords {
public:
    // The ids of the session's content (a pack's cards, heroes, items...):
    // each "id" under `content` that is two words or more joined by '-'.
    void setContentIds(const QJsonValue &content)
    {
        m_contentIds.clear();
        collectIds(content);
    }

    // The English sources of `tsFile` with a German translation of their own,
    // of two words or more and no placeholders: shown as they are on a German
    // screen, the translation was missed.
    bool readGermanSources(const QString &tsFile)
    {
        QFile file(tsFile);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        QXmlStreamReader xml(&file);
        QString source;
        while (!xml.atEnd()) {
            if (!xml.readNextStartElement())
                continue;
            if (xml.name() == u"source") {
                source = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            } else if (xml.name() == u"translation") {
                const bool unfinished = !xml.attributes().value(QStringLiteral("type")).isEmpty();
                const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (!unfinished && !translation.isEmpty() && translation != source && !source.contains(u'%')
                    && source.simplified().count(u' ') >= 1)
                    m_englishSources.insert(source.simplified());
            }
        }
        // Reading on past the last element ends in "premature end": the file was read whole.
        return (!xml.hasError() || xml.error() == QXmlStreamReader::PrematureEndOfDocumentError) && !m_englishSources.isEmpty();
    }

    void setGerman(bool german) { m_german = german; }

    // Each visible text under `root` that a player must not read, with why.
    [[nodiscard]] QStringList offences(QQuickItem *root, const QRectF &windowRect) const
    {
        QStringList found;
        walk(root, windowRect, found);
        return found;
    }

    // The patterns of player-words.json (shared with the phone pages' test).
    bool readPatterns(const QString &jsonFile)
    {
        QFile file(jsonFile);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        const QJsonObject words = QJsonDocument::fromJson(file.readAll()).object();
        m_ignore = QRegularExpression(words.value(u"ignore"_qs).toString());
        m_hyphened = QRegularExpression(words.value(u"hyphened"_qs).toString());
        m_patterns.clear();
        for (const QJsonValue &each : words.value(u"patterns"_qs).toArray())
            m_patterns.push_back({each[u"why"_qs].toString(), QRegularExpression(each[u"pattern"_qs].toString())});
        return !m_patterns.empty() && m_ignore.isValid() && m_hyphened.isValid()
            && std::all_of(m_patterns.begin(), m_patterns.end(), [](const auto &p) { return p.second.isValid(); });
    }

    // Why `shown` must not reach a player, or nothing.
    [[nodiscard]] QString offence(const QString &shown) const
    {
        static const QRegularExpression tags(u"<[^>]*>"_qs);
        // A file's path is shown as it is (an import that failed names its file).
        const QString text = QString(shown).replace(tags, u" "_qs).replace(u"&nbsp;"_qs, u" "_qs).replace(m_ignore, u" "_qs).simplified();
        if (text.isEmpty())
            return {};
        for (const auto &[why, pattern] : m_patterns)
            if (const auto m = pattern.match(text); m.hasMatch())
                return u"%1 (%2)"_qs.arg(why, m.captured());
        for (auto it = m_hyphened.globalMatch(text); it.hasNext();) {
            const QString word = it.next().captured();
            if (m_contentIds.contains(word))
                return u"a content id (%1)"_qs.arg(word);
        }
        if (m_german && m_englishSources.contains(text))
            return u"English on a German screen"_qs;
        return {};
    }

private:
    void collectIds(const QJsonValue &value)
    {
        if (value.isArray()) {
            for (const QJsonValue &each : value.toArray())
                collectIds(each);
        } else if (value.isObject()) {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it) {
                if (it.key() == u"id" && it.value().isString() && it.value().toString().contains(u'-'))
                    m_contentIds.insert(it.value().toString());
                else
                    collectIds(it.value());
            }
        }
    }

    void walk(QQuickItem *item, const QRectF &windowRect, QStringList &found) const
    {
        if (!item->isVisible() || item->opacity() <= 0.01)
            return;
        const bool typedIn = (item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit"))
            && !item->property("readOnly").toBool();
        if (item->inherits("QQuickText") || (item->inherits("QQuickTextEdit") && !typedIn)) {
            const QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height())) & windowRect;
            const QString text = item->property("text").toString();
            if (!rect.isEmpty())
                if (const QString why = offence(text); !why.isEmpty())
                    found << u"%1: \"%2\" (%3)"_qs.arg(why, text.left(120), item->objectName());
        }
        if (typedIn)
            return; // what the monkey typed is its own
        const QList<QQuickItem *> children = item->childItems();
        for (QQuickItem *child : children)
            walk(child, windowRect, found);
    }

    std::vector<std::pair<QString, QRegularExpression>> m_patterns;
    QRegularExpression m_ignore;
    QRegularExpression m_hyphened;
    QSet<QString> m_contentIds;
    QSet<QString> m_englishSources;
    bool m_german = false;
};

} // namespace arbiter::testing
