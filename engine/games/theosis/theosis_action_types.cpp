#include "games/theosis/theosis_action_types.h"

namespace arbiter::theosis {

using namespace typed;

namespace {

// Theosis refuses a field an action does not take, so that a typo never
// passes silently.
constexpr const char *kNotUsed = "theosis.field_not_used";

} // namespace

const FieldTable<Place> &Place::fields()
{
    static const FieldTable<Place> table{{
        required("hero", &Place::hero),
        required("location", &Place::location),
        optional("alignment", &Place::alignment),
        optional("gold", &Place::gold),
        optional("target", &Place::target),
        optional("from", &Place::from),
        optional("amount", &Place::amount),
        optional("drawn", &Place::drawn),
        optional("item", &Place::item),
        optional("equip_hero", &Place::equipHero),
        optional("slot", &Place::slot),
        optional("mana", &Place::mana),
        optional("ritual", &Place::ritual),
        optional("turn", &Place::turn),
        optional("face", &Place::face),
        optional("heal", &Place::heal),
    }, kNotUsed};
    return table;
}

const FieldTable<OfferTake> &OfferTake::fields()
{
    static const FieldTable<OfferTake> table{{
        required("hero", &OfferTake::hero),
        required("slot", &OfferTake::slot),
    }, kNotUsed};
    return table;
}

const FieldTable<OfferDecline> &OfferDecline::fields()
{
    static const FieldTable<OfferDecline> table{{
    }, kNotUsed};
    return table;
}

const FieldTable<ThievesResolve> &ThievesResolve::fields()
{
    static const FieldTable<ThievesResolve> table{{
        optional("target", &ThievesResolve::target),
        optional("from", &ThievesResolve::from),
        optional("amount", &ThievesResolve::amount),
        optional("skill", &ThievesResolve::skill),
        optional("to", &ThievesResolve::to),
        optional("to_skill", &ThievesResolve::toSkill),
    }, kNotUsed};
    return table;
}

const FieldTable<Bid> &Bid::fields()
{
    static const FieldTable<Bid> table{{
        optional("player", &Bid::player),
        optional("amount", &Bid::amount, 0, 1000),
        optional("bids", &Bid::bids),
    }, kNotUsed};
    return table;
}

const FieldTable<GoldAllocate> &GoldAllocate::fields()
{
    static const FieldTable<GoldAllocate> table{{
        required("player", &GoldAllocate::player),
        optional("gold", &GoldAllocate::gold),
    }, kNotUsed};
    return table;
}

const FieldTable<RankingSet> &RankingSet::fields()
{
    static const FieldTable<RankingSet> table{{
        required("order", &RankingSet::order),
    }, kNotUsed};
    return table;
}

const FieldTable<ArtifactSet> &ArtifactSet::fields()
{
    static const FieldTable<ArtifactSet> table{{
        required("item", &ArtifactSet::item),
    }, kNotUsed};
    return table;
}

const FieldTable<MarketSet> &MarketSet::fields()
{
    static const FieldTable<MarketSet> table{{
        required("items", &MarketSet::items),
    }, kNotUsed};
    return table;
}

const FieldTable<MarketDraw> &MarketDraw::fields()
{
    static const FieldTable<MarketDraw> table{{
        required("item", &MarketDraw::item),
    }, kNotUsed};
    return table;
}

const FieldTable<PouchAddItem> &PouchAddItem::fields()
{
    static const FieldTable<PouchAddItem> table{{
        required("item", &PouchAddItem::item),
    }, kNotUsed};
    return table;
}

const FieldTable<FastDraw> &FastDraw::fields()
{
    static const FieldTable<FastDraw> table{{
        required("item", &FastDraw::item),
    }, kNotUsed};
    return table;
}

const FieldTable<ByHandCorrect> &ByHandCorrect::fields()
{
    static const FieldTable<ByHandCorrect> table{{
        required("effect", &ByHandCorrect::effect),
        optional("hero", &ByHandCorrect::hero),
        optional("monster", &ByHandCorrect::monster),
        optional("player", &ByHandCorrect::player),
        optional("skill", &ByHandCorrect::skill),
        optional("power", &ByHandCorrect::power),
        optional("token", &ByHandCorrect::token),
        optional("amount", &ByHandCorrect::amount),
        optional("by", &ByHandCorrect::by),
        optional("to", &ByHandCorrect::to),
        optional("face", &ByHandCorrect::face),
    }, kNotUsed};
    return table;
}

const FieldTable<StaminaSet> &StaminaSet::fields()
{
    static const FieldTable<StaminaSet> table{{
        required("monster", &StaminaSet::monster),
        required("token", &StaminaSet::token),
    }, kNotUsed};
    return table;
}

const FieldTable<ItemEquip> &ItemEquip::fields()
{
    static const FieldTable<ItemEquip> table{{
        required("hero", &ItemEquip::hero),
        required("item", &ItemEquip::item),
        required("slot", &ItemEquip::slot),
    }, kNotUsed};
    return table;
}

const FieldTable<ArenaEnter> &ArenaEnter::fields()
{
    static const FieldTable<ArenaEnter> table{{
        required("hero", &ArenaEnter::hero),
        required("at", &ArenaEnter::at),
    }, kNotUsed};
    return table;
}

const FieldTable<RitualCast> &RitualCast::fields()
{
    static const FieldTable<RitualCast> table{{
        required("player", &RitualCast::player),
        required("ritual", &RitualCast::ritual),
        optional("skip", &RitualCast::skip),
        optional("mana", &RitualCast::mana),
        optional("at", &RitualCast::at),
        optional("rotation", &RitualCast::rotation, 0, 5),
    }, kNotUsed};
    return table;
}

const FieldTable<HeroPass> &HeroPass::fields()
{
    static const FieldTable<HeroPass> table{{
        required("hero", &HeroPass::hero),
        optional("to", &HeroPass::to),
        required("discard", &HeroPass::discard),
    }, kNotUsed};
    return table;
}

const FieldTable<HeroMana> &HeroMana::fields()
{
    static const FieldTable<HeroMana> table{{
        required("hero", &HeroMana::hero),
        optional("to", &HeroMana::to),
        optional("skill", &HeroMana::skill),
        required("discard", &HeroMana::discard),
    }, kNotUsed};
    return table;
}

const FieldTable<HeroBless> &HeroBless::fields()
{
    static const FieldTable<HeroBless> table{{
        required("hero", &HeroBless::hero),
        optional("to", &HeroBless::to),
        required("power", &HeroBless::power),
        required("target", &HeroBless::target),
    }, kNotUsed};
    return table;
}

const FieldTable<HeroSpell> &HeroSpell::fields()
{
    static const FieldTable<HeroSpell> table{{
        required("hero", &HeroSpell::hero),
        optional("to", &HeroSpell::to),
        required("power", &HeroSpell::power),
        optional("centre", &HeroSpell::centre),
        optional("target", &HeroSpell::target),
        optional("skill", &HeroSpell::skill),
        optional("defenses", &HeroSpell::defenses),
        optional("rolls", &HeroSpell::rolls),
    }, kNotUsed};
    return table;
}

const FieldTable<HeroAttack> &HeroAttack::fields()
{
    static const FieldTable<HeroAttack> table{{
        required("hero", &HeroAttack::hero),
        optional("to", &HeroAttack::to),
        required("power", &HeroAttack::power),
        optional("shape", &HeroAttack::shape),
        optional("target", &HeroAttack::target),
        optional("defenses", &HeroAttack::defenses),
        optional("rolls", &HeroAttack::rolls),
        optional("push", &HeroAttack::push),
        optional("follow", &HeroAttack::follow),
    }, kNotUsed};
    return table;
}

const FieldTable<HeroSkill> &HeroSkill::fields()
{
    static const FieldTable<HeroSkill> table{{
        required("hero", &HeroSkill::hero),
        optional("to", &HeroSkill::to),
        optional("skill", &HeroSkill::skill),
        required("power", &HeroSkill::power),
        optional("target", &HeroSkill::target),
        optional("direction", &HeroSkill::direction, 0, 5),
        optional("centre", &HeroSkill::centre),
        optional("defenses", &HeroSkill::defenses),
        optional("rolls", &HeroSkill::rolls),
        optional("push", &HeroSkill::push),
        optional("follow", &HeroSkill::follow),
    }, kNotUsed};
    return table;
}

const FieldTable<MonsterAct> &MonsterAct::fields()
{
    static const FieldTable<MonsterAct> table{{
        required("monster", &MonsterAct::monster),
        optional("table", &MonsterAct::table),
        optional("face", &MonsterAct::face),
        optional("to", &MonsterAct::to),
        optional("targets", &MonsterAct::targets),
        optional("defenses", &MonsterAct::defenses),
        optional("rolls", &MonsterAct::rolls),
    }, kNotUsed};
    return table;
}

} // namespace arbiter::theosis
