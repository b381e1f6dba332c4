#include "games/exiled_legends/el_action_types.h"

namespace arbiter::exiled_legends {

using namespace typed;

// No unknown-field code: Exiled Legends has always read only the fields it
// knows, and the CLI's clients rely on that.

const FieldTable<DraftPick> &DraftPick::fields()
{
    static const FieldTable<DraftPick> table{{
        required("player", &DraftPick::player),
        required("hero", &DraftPick::hero),
    }};
    return table;
}

const FieldTable<LineupChoose> &LineupChoose::fields()
{
    static const FieldTable<LineupChoose> table{{
        required("player", &LineupChoose::player),
        required("champion", &LineupChoose::champion),
        optional("supports", &LineupChoose::supports),
    }};
    return table;
}

const FieldTable<OrderRoll> &OrderRoll::fields()
{
    static const FieldTable<OrderRoll> table{{
        required("player", &OrderRoll::player),
        // A d6, but a face the die cannot show is the dice rules' refusal.
        optional("face", &OrderRoll::face, 1, 1000),
    }};
    return table;
}

const FieldTable<SphereFlip> &SphereFlip::fields()
{
    static const FieldTable<SphereFlip> table{{
        optional("sphere", &SphereFlip::sphere),
    }};
    return table;
}

const FieldTable<PhaseNext> &PhaseNext::fields()
{
    static const FieldTable<PhaseNext> table{{}};
    return table;
}

const FieldTable<TurnEnd> &TurnEnd::fields()
{
    static const FieldTable<TurnEnd> table{{}};
    return table;
}

const FieldTable<AddBane> &AddBane::fields()
{
    static const FieldTable<AddBane> table{{required("hero", &AddBane::hero)}};
    return table;
}

const FieldTable<RemoveBane> &RemoveBane::fields()
{
    static const FieldTable<RemoveBane> table{{
        required("hero", &RemoveBane::hero),
        optional("legend", &RemoveBane::legend),
    }};
    return table;
}

const FieldTable<RemoveDamage> &RemoveDamage::fields()
{
    static const FieldTable<RemoveDamage> table{{required("hero", &RemoveDamage::hero)}};
    return table;
}

const FieldTable<SwitchHeroes> &SwitchHeroes::fields()
{
    static const FieldTable<SwitchHeroes> table{{required("hero", &SwitchHeroes::hero)}};
    return table;
}

const FieldTable<ReturnSupport> &ReturnSupport::fields()
{
    static const FieldTable<ReturnSupport> table{{required("hero", &ReturnSupport::hero)}};
    return table;
}

const FieldTable<AbilityUse> &AbilityUse::fields()
{
    static const FieldTable<AbilityUse> table{{
        required("hero", &AbilityUse::hero),
        required("ability", &AbilityUse::ability),
        optional("index", &AbilityUse::index, 0, 1),
        optional("effects", &AbilityUse::effects),
        // A d6, but a face the die cannot show is the dice rules' refusal.
        optional("face", &AbilityUse::face, 1, 1000),
    }};
    return table;
}

const FieldTable<EffectsApply> &EffectsApply::fields()
{
    static const FieldTable<EffectsApply> table{{
        required("effects", &EffectsApply::effects),
        optional("source", &EffectsApply::source),
    }};
    return table;
}

const FieldTable<AttackDeclare> &AttackDeclare::fields()
{
    static const FieldTable<AttackDeclare> table{{
        required("attack", &AttackDeclare::attack),
        required("targets", &AttackDeclare::targets),
        optional("can_precise_support", &AttackDeclare::canPreciseSupport),
        optional("strength", &AttackDeclare::strength, 0, 20),
    }};
    return table;
}

const FieldTable<AttackContinue> &AttackContinue::fields()
{
    static const FieldTable<AttackContinue> table{{}};
    return table;
}

const FieldTable<ReplaceChoose> &ReplaceChoose::fields()
{
    static const FieldTable<ReplaceChoose> table{{required("hero", &ReplaceChoose::hero)}};
    return table;
}

const FieldTable<HeroDestroy> &HeroDestroy::fields()
{
    static const FieldTable<HeroDestroy> table{{required("hero", &HeroDestroy::hero)}};
    return table;
}

const FieldTable<CorrectDraw> &CorrectDraw::fields()
{
    static const FieldTable<CorrectDraw> table{{
        required("hero", &CorrectDraw::hero),
        required("actual", &CorrectDraw::actual),
    }};
    return table;
}

const FieldTable<DeckAddHero> &DeckAddHero::fields()
{
    static const FieldTable<DeckAddHero> table{{
        required("player", &DeckAddHero::player),
        required("hero", &DeckAddHero::hero),
    }};
    return table;
}

namespace effect {

namespace {

QJsonObject named(const char *kind, std::initializer_list<std::pair<QString, QJsonValue>> fields)
{
    QJsonObject o{{QStringLiteral("effect"), QLatin1String(kind)}};
    for (const auto &[key, value] : fields)
        o.insert(key, value);
    return o;
}

} // namespace

QJsonObject prevent(const QString &hero, std::optional<int> amount)
{
    QJsonObject o = named("prevent", {{QStringLiteral("hero"), hero}});
    if (amount)
        o.insert(QStringLiteral("amount"), *amount);
    return o;
}

QJsonObject redirect(const QString &hero, const QString &to, std::optional<int> amount)
{
    QJsonObject o = named("redirect", {{QStringLiteral("hero"), hero}, {QStringLiteral("to"), to}});
    if (amount)
        o.insert(QStringLiteral("amount"), *amount);
    return o;
}

QJsonObject damage(const QString &hero, int amount)
{
    return named("damage", {{QStringLiteral("hero"), hero}, {QStringLiteral("amount"), amount}});
}

QJsonObject mythPoints(const QString &player, int amount)
{
    return named("mp", {{QStringLiteral("player"), player}, {QStringLiteral("amount"), amount}});
}

} // namespace effect

} // namespace arbiter::exiled_legends
