#include "games/super_fantasy_brawl/sfb_action_types.h"

namespace arbiter::sfb {

using namespace typed;

namespace {

// The hidden information comes first, as the rules read it before the
// action's own fields. Brawl names no refusal for a stray field.
template <typename A>
FieldTable<A> table(std::initializer_list<Field<A>> own)
{
    FieldTable<A> t;
    t.fields.push_back(typed::optional<A, QJsonArray>("traps", &A::traps));
    t.fields.push_back(typed::optional<A, QJsonArray>("stun_without_card", &A::stunWithoutCard));
    t.fields.insert(t.fields.end(), own.begin(), own.end());
    return t;
}

} // namespace

QJsonObject TrapFace::toJson() const
{
    QJsonObject o{{QStringLiteral("effect"), effect}};
    if (amount)
        o.insert(QStringLiteral("amount"), *amount);
    if (newAt)
        o.insert(QStringLiteral("new_at"), writeHex(*newAt));
    return o;
}

QJsonObject ReactionAnswer::toJson() const
{
    QJsonObject o{{QStringLiteral("card"), card}, {QStringLiteral("on"), on}};
    if (player)
        o.insert(QStringLiteral("player"), *player);
    return o;
}

QJsonObject hexChoicesJson(const std::map<QString, Hex> &choices)
{
    QJsonObject o;
    for (const auto &[champion, at] : choices)
        o.insert(champion, writeHex(at));
    return o;
}

const FieldTable<TeamChoose> &TeamChoose::fields()
{
    static const auto t = table<TeamChoose>({
        required("player", &TeamChoose::player),
        optional("champions", &TeamChoose::champions),
    });
    return t;
}

const FieldTable<DraftBan> &DraftBan::fields()
{
    static const auto t = table<DraftBan>({
        optional("player", &DraftBan::player),
        required("champion", &DraftBan::champion),
    });
    return t;
}

const FieldTable<DraftPick> &DraftPick::fields()
{
    static const auto t = table<DraftPick>({
        optional("player", &DraftPick::player),
        required("champion", &DraftPick::champion),
    });
    return t;
}

const FieldTable<TrackDeal> &TrackDeal::fields()
{
    static const auto t = table<TrackDeal>({
        required("drawn", &TrackDeal::drawn),
    });
    return t;
}

const FieldTable<TrapPlace> &TrapPlace::fields()
{
    static const auto t = table<TrapPlace>({
        optional("player", &TrapPlace::player),
        required("at", &TrapPlace::at),
    });
    return t;
}

const FieldTable<ChampionDeploy> &ChampionDeploy::fields()
{
    static const auto t = table<ChampionDeploy>({
        optional("player", &ChampionDeploy::player),
        required("champion", &ChampionDeploy::champion),
        required("at", &ChampionDeploy::at),
    });
    return t;
}

const FieldTable<ChallengeClaim> &ChallengeClaim::fields()
{
    static const auto t = table<ChallengeClaim>({
        optional("player", &ChallengeClaim::player),
        required("slot", &ChallengeClaim::slot),
    });
    return t;
}

const FieldTable<CardPlay> &CardPlay::fields()
{
    static const auto t = table<CardPlay>({
        optional("player", &CardPlay::player),
        required("card", &CardPlay::card),
        optional("champion", &CardPlay::champion),
        optional("choose", &CardPlay::choose),
    });
    return t;
}

const FieldTable<StandardUse> &StandardUse::fields()
{
    static const auto t = table<StandardUse>({
        optional("player", &StandardUse::player),
        required("action", &StandardUse::action),
        required("champion", &StandardUse::champion),
        optional("core", &StandardUse::core),
    });
    return t;
}

const FieldTable<ChampionMove> &ChampionMove::fields()
{
    static const auto t = table<ChampionMove>({
        optional("player", &ChampionMove::player),
        required("to", &ChampionMove::to),
        optional("mode", &ChampionMove::mode),
        optional("path", &ChampionMove::path),
    });
    return t;
}

const FieldTable<Attack> &Attack::fields()
{
    static const auto t = table<Attack>({
        optional("player", &Attack::player),
        optional("targets", &Attack::targets),
        optional("orientation", &Attack::orientation, 0, 5),
        optional("reaction", &Attack::reaction),
        optional("choose", &Attack::choose),
        optional("strength_bonus", &Attack::strengthBonus, -20, 20),
        optional("defence_bonus", &Attack::defenceBonus),
        optional("fear_to", &Attack::fearTo),
        optional("force_to", &Attack::forceTo),
    });
    return t;
}

const FieldTable<Skill> &Skill::fields()
{
    static const auto t = table<Skill>({
        optional("player", &Skill::player),
        optional("targets", &Skill::targets),
        optional("orientation", &Skill::orientation, 0, 5),
        optional("reaction", &Skill::reaction),
        optional("choose", &Skill::choose),
        optional("fear_to", &Skill::fearTo),
        optional("force_to", &Skill::forceTo),
    });
    return t;
}

const FieldTable<ActivationEnd> &ActivationEnd::fields()
{
    static const auto t = table<ActivationEnd>({
        optional("player", &ActivationEnd::player),
    });
    return t;
}

const FieldTable<ChampionPlace> &ChampionPlace::fields()
{
    static const auto t = table<ChampionPlace>({
        required("champion", &ChampionPlace::champion),
        optional("gate", &ChampionPlace::gate),
        optional("at", &ChampionPlace::at),
        optional("source", &ChampionPlace::source),
    });
    return t;
}

const FieldTable<TurnEnd> &TurnEnd::fields()
{
    static const auto t = table<TurnEnd>({
        optional("player", &TurnEnd::player),
    });
    return t;
}

const FieldTable<TrackAdvance> &TrackAdvance::fields()
{
    static const auto t = table<TrackAdvance>({
        required("drawn", &TrackAdvance::drawn),
    });
    return t;
}

} // namespace arbiter::sfb
