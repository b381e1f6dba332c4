#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QQuickItem>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

// What must never reach a player on a screen: the program's own words (a
// content id, a reason code, a field or counter key, an entity key, a value
// JavaScript could not show) and, on a German screen, an English sentence the
// translation has words for.
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

    // Why `shown` must not reach a player, or nothing.
    [[nodiscard]] QString offence(const QString &shown) const
    {
        static const QRegularExpression tags(u"<[^>]*>"_qs);
        static const QRegularExpression js(u"\\[object Object\\]|\\bundefined\\b|\\bNaN\\b"_qs);
        static const QRegularExpression reason(
            u"\\b(?:sfb|theosis|legends|banishing|table|storage|session|deck|pouch|history|rules|content|counter|dice)\\.[a-z][a-z_]*\\b"_qs);
        static const QRegularExpression key(u"\\b[a-z]+_[a-z0-9_]+\\b"_qs);
        static const QRegularExpression entityKey(u"\\b[a-z]+:[a-z0-9][a-z0-9-]*\\b"_qs);
        static const QRegularExpression hyphened(u"\\b[a-z0-9]+(?:-[a-z0-9]+)+\\b"_qs);
        // A file's path is shown as it is (an import that failed names its file).
        static const QRegularExpression path(u"(?:~|\\.{1,2})?/[^\\s\"]+"_qs);
        const QString text = QString(shown).replace(tags, u" "_qs).replace(u"&nbsp;"_qs, u" "_qs).replace(path, u" "_qs).simplified();
        if (text.isEmpty())
            return {};
        if (const auto m = js.match(text); m.hasMatch())
            return u"a value JavaScript could not show (%1)"_qs.arg(m.captured());
        if (const auto m = reason.match(text); m.hasMatch())
            return u"a reason code (%1)"_qs.arg(m.captured());
        if (const auto m = key.match(text); m.hasMatch())
            return u"a field or counter key (%1)"_qs.arg(m.captured());
        if (const auto m = entityKey.match(text); m.hasMatch())
            return u"an entity or space key (%1)"_qs.arg(m.captured());
        for (auto it = hyphened.globalMatch(text); it.hasNext();) {
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

    QSet<QString> m_contentIds;
    QSet<QString> m_englishSources;
    bool m_german = false;
};

} // namespace arbiter::testing
