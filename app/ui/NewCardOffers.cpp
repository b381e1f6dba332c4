#include "NewCardOffers.h"

#include "ActiveSession.h"
#include "LanguageChangeWatcher.h"
#include "text/PhraseText.h"

#include <QJsonValue>

using namespace Qt::StringLiterals;

namespace arbiter {

namespace {

QVariantMap fieldEntry(const CardField &field)
{
    static const char *const kinds[] = {"text", "number", "choice"};
    QVariantList values;
    for (qsizetype i = 0; i < field.values.size(); ++i)
        values << QVariantMap{{u"value"_s, field.values.at(i).toVariant()},
                              {u"label"_s, i < static_cast<qsizetype>(field.valueLabels.size())
                                               ? translated(field.valueLabels.at(static_cast<std::size_t>(i)))
                                               : field.values.at(i).toVariant().toString()}};
    return {{u"key"_s, field.key},       {u"label"_s, translated(field.label)},
            {u"kind"_s, QString::fromLatin1(kinds[static_cast<int>(field.kind)])},
            {u"min"_s, field.min},       {u"max"_s, field.max},
            {u"values"_s, values}};
}

} // namespace

NewCardOffers::NewCardOffers(QObject *parent) : QObject(parent)
{
    // The labels are the engine's phrases in the user's language.
    connect(new LanguageChangeWatcher(this), &LanguageChangeWatcher::languageChanged, this, &NewCardOffers::refresh);
}

void NewCardOffers::setSession(ActiveSession *session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (m_session)
        connect(m_session, &ActiveSession::stateChanged, this, &NewCardOffers::refresh);
    refresh();
    Q_EMIT sessionChanged();
}

void NewCardOffers::refresh()
{
    QVariantList entries;
    const GameOptions *options = m_session ? m_session->options() : nullptr;
    if (options) {
        for (std::size_t i = 0; i < options->options.size(); ++i) {
            const OfferedAction &option = options->options[i];
            for (const OpenInput &open : option.open) {
                if (open.card.empty())
                    continue;
                QVariantList fields;
                for (const CardField &field : open.card)
                    fields << fieldEntry(field);
                entries << QVariantMap{{u"index"_s, static_cast<int>(i)},
                                       {u"label"_s, translated(option.label)},
                                       {u"player"_s, option.action.value(u"player"_s).toString()},
                                       {u"field"_s, open.field},
                                       {u"fields"_s, fields}};
            }
        }
    }
    if (entries == m_entries)
        return;
    m_entries = entries;
    Q_EMIT entriesChanged();
}

QVariantMap NewCardOffers::entryFor(const QString &player) const
{
    for (const QVariant &entry : m_entries) {
        const QVariantMap map = entry.toMap();
        if (player.isEmpty() || map.value(u"player"_s).toString() == player)
            return map;
    }
    return {};
}

bool NewCardOffers::enter(int index, const QVariantMap &card)
{
    const GameOptions *options = m_session ? m_session->options() : nullptr;
    if (!options || index < 0 || static_cast<std::size_t>(index) >= options->options.size())
        return false;
    const OfferedAction &option = options->options[static_cast<std::size_t>(index)];
    for (const OpenInput &open : option.open) {
        if (open.card.empty())
            continue;
        QJsonObject typed;
        for (const CardField &field : open.card) {
            const QVariant value = card.value(field.key);
            typed.insert(field.key, field.kind == CardField::Kind::Number ? QJsonValue(value.toInt())
                                                                          : QJsonValue::fromVariant(value));
        }
        QJsonObject action = option.action;
        action.insert(open.field, typed);
        return m_session->apply(action);
    }
    return false;
}

} // namespace arbiter
