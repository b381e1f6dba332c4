#include "games/super_fantasy_brawl/sfb_resolution.h"

#include "core/json_fields.h"
#include "games/super_fantasy_brawl/sfb_effects.h"
#include "games/super_fantasy_brawl/sfb_support.h"

#include <algorithm>

namespace arbiter {

namespace {

Result<SfbTrapReveal> revealFrom(const QJsonValue &v, const QString &path)
{
    if (!v.isObject())
        return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be an object."));
    const QJsonObject o = v.toObject();
    ARBITER_TRY(effect, json::requiredChoice(o, QStringLiteral("effect"), path,
                                             {QStringLiteral("damage"), QStringLiteral("root"), QStringLiteral("stun")}));
    SfbTrapReveal reveal;
    if (effect.value() == QLatin1String("damage")) {
        ARBITER_TRY(amount, json::requiredInt(o, QStringLiteral("amount"), path, 1, 3));
        reveal.amount = amount.value();
    } else {
        reveal.effect = effect.value() == QLatin1String("root") ? SfbTrapReveal::Effect::Root : SfbTrapReveal::Effect::Stun;
    }
    if (o.contains(QStringLiteral("new_at"))) {
        ARBITER_TRY(at, json::hexFrom(o.value(QStringLiteral("new_at")), json::childPath(path, QStringLiteral("new_at"))));
        reveal.newAt = at.value();
    }
    return reveal;
}

} // namespace

SfbResolution::SfbResolution(const SessionState &initial, const SfbContent &pack, SfbTable working)
    : state(initial), content(pack), table(std::move(working))
{
}

SfbResolution::SfbResolution(const SessionState &initial, std::shared_ptr<const SfbContent> pack, SfbTable working)
    : m_heldContent(std::move(pack)), state(initial), content(*m_heldContent), table(std::move(working))
{
}

Status SfbResolution::readHiddenInformation(const std::optional<QJsonArray> &traps, const std::optional<QJsonArray> &stunned)
{
    if (traps)
        for (qsizetype i = 0; i < traps->size(); ++i) {
            ARBITER_TRY(reveal, revealFrom(traps->at(i), json::indexedPath(QStringLiteral("traps"), i)));
            reveals.push_back(reveal.value());
        }
    if (stunned)
        for (const QJsonValue &v : *stunned)
            stunWithoutCard << v.toString();
    return Done{};
}

const SfbChampionSpec *SfbResolution::spec(const QString &champion) const
{
    const int index = content.championIndex(sfb::specOf(champion));
    return index < 0 ? nullptr : &content.champions[static_cast<std::size_t>(index)];
}

SfbSideStats SfbResolution::stats(const QString &champion) const
{
    const SfbChampionSpec *s = spec(champion);
    if (!s)
        return {};
    SfbSideStats result = s->stats(counter(champion, sfb::kLevelled) > 0);
    result.movementBonus += counter(champion, sfb::kMovementBonus);
    return result;
}

int SfbResolution::counter(const QString &entity, const QString &name) const
{
    const Entity *e = state.entity(entity);
    return e ? e->counter(name).value_or(0) : 0;
}

void SfbResolution::setCounter(const QString &entity, const QString &name, int value)
{
    if (Entity *e = state.entity(entity))
        e->setCounter(name, value);
}

QString SfbResolution::place(Hex h, const QString &except) const
{
    const SfbArena snapshot = arena();
    return toPhraseArg(sfbPlace(snapshot, h, except.isEmpty() ? -1 : snapshot.index(except)));
}

QString SfbResolution::nameOf(const QString &entity) const
{
    const Entity *e = state.entity(entity);
    return e ? e->name : entity;
}

QString SfbResolution::ownerOf(const QString &champion) const
{
    const Entity *e = state.entity(champion);
    return e ? e->owner : QString();
}

int SfbResolution::sideOf(const QString &champion) const { return table.sideOfPlayer(ownerOf(champion)); }

bool SfbResolution::isChampion(const QString &id) const
{
    const Entity *e = state.entity(id);
    return e && e->kind == sfb::kChampionKind;
}

QStringList SfbResolution::championsOf(const QString &player) const
{
    QStringList ids;
    for (const Entity &e : state.entities)
        if (e.kind == sfb::kChampionKind && e.owner == player)
            ids << e.id;
    return ids;
}

QStringList SfbResolution::championsOfSide(int side) const
{
    QStringList ids;
    for (const QString &player : table.sides[static_cast<std::size_t>(side)].players)
        ids << championsOf(player);
    return ids;
}

void SfbResolution::event(const QString &type, QJsonObject data, Phrase text)
{
    events.push_back(Event{type, std::move(data), std::move(text)});
}

Transition SfbResolution::finish()
{
    if (!pendingLevelUps.isEmpty()) {
        if (table.activation)
            table.activation->levelUps << pendingLevelUps; // levels up once the card is fully resolved
        else
            sfbLevelUp(*this, pendingLevelUps);
        pendingLevelUps.clear();
    }
    sfbCheckVictory(*this);
    state.data = toJson(table);
    return Transition{std::move(state), std::move(events)};
}

Status sfbRequirePhase(const SfbResolution &r, std::initializer_list<SfbPhase> phases, const char *ruleSlug)
{
    if (std::find(phases.begin(), phases.end(), r.table.phase) != phases.end())
        return Done{};
    if (r.table.phase == SfbPhase::Over)
        return RuleError::invalid(QStringLiteral("sfb.game_over"), sfb::rule("victory-points"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The game is over: %1 has won."), r.nameOf(r.table.winner)));
    return RuleError::invalid(QStringLiteral("sfb.wrong_phase"), sfb::rule(ruleSlug),
                              phrase(QT_TRANSLATE_NOOP("Engine", "That cannot be done during the %1 phase."),
                                     sfbPhaseName(r.table.phase)));
}

Status sfbRequirePlayer(const std::optional<QString> &player, const QString &expected, const SfbResolution &r, const char *ruleSlug)
{
    if (!player || *player == expected)
        return Done{};
    return RuleError::invalid(QStringLiteral("sfb.not_your_turn"), sfb::rule(ruleSlug),
                              phrase(QT_TRANSLATE_NOOP("Engine", "It is %1's turn to act here, not %2's."), r.nameOf(expected),
                                     r.nameOf(*player)));
}

Result<QString> sfbChampionField(const SfbResolution &r, const QString &id, const QString &key)
{
    if (!r.isChampion(id))
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 names \"%2\", which is not a champion in this game."),
                                            key, id));
    return id;
}

Result<QString> sfbChoice(const QString &value, const QString &path, const QStringList &allowed)
{
    if (allowed.contains(value))
        return value;
    return RuleError::badRequest(QStringLiteral("request.choice"),
                                 phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be one of: %2."), path, allowed.join(QStringLiteral(", "))));
}

Result<QStringList> sfbIdList(const QJsonValue &value, const QString &path)
{
    if (!value.isArray())
        return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a list of ids."));
    QStringList ids;
    for (const QJsonValue &v : value.toArray()) {
        if (!v.isString())
            return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a list of ids."));
        ids << v.toString();
    }
    return ids;
}

Result<SfbKeywords> sfbChoicesFrom(const std::optional<QJsonObject> &choices, const SfbKeywords &printed)
{
    SfbKeywords chosen = printed;
    if (!choices)
        return chosen;
    for (auto it = choices->begin(); it != choices->end(); ++it) {
        const std::optional<SfbKeyword> keyword = sfbKeywordFromName(it.key());
        if (!keyword)
            return json::fieldError(json::childPath(QStringLiteral("choose"), it.key()),
                                    QT_TRANSLATE_NOOP("Engine", "%1 is not a keyword."));
        ARBITER_TRY(value, json::requiredInt(*choices, it.key(), QStringLiteral("choose"), 0, 20));
        chosen[*keyword] = std::min(printed[*keyword], value.value()); // a choice can only lower a value
    }
    return chosen;
}

} // namespace arbiter
