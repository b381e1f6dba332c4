#include "games/the_banishing/banishing_action_types.h"

#include "games/the_banishing/banishing_board.h"

namespace arbiter::banishing {

using namespace typed;

const FieldTable<RevealCard> &RevealCard::fields()
{
    static const FieldTable<RevealCard> table{{
        required("card", &RevealCard::card),
        optional("place", &RevealCard::place),
    }};
    return table;
}

const FieldTable<Take> &Take::fields()
{
    static const FieldTable<Take> table{{
        optional("character", &Take::character),
        required("line", &Take::line),
        required("index", &Take::index, 0, kVoidSide - 1),
        optional("shield", &Take::shield),
    }};
    return table;
}

const FieldTable<UseShield> &UseShield::fields()
{
    static const FieldTable<UseShield> table{{
        optional("character", &UseShield::character),
        required("card", &UseShield::card),
    }};
    return table;
}

const FieldTable<UseAbility> &UseAbility::fields()
{
    static const FieldTable<UseAbility> table{{
        optional("character", &UseAbility::character),
        required("ability", &UseAbility::ability),
        required("cards", &UseAbility::cards),
        optional("wand", &UseAbility::wand),
    }};
    return table;
}

const FieldTable<Swap> &Swap::fields()
{
    static const FieldTable<Swap> table{{
        optional("character", &Swap::character),
        required("a", &Swap::a, 0, kVoidSize - 1),
        required("b", &Swap::b, 0, kVoidSize - 1),
    }};
    return table;
}

const FieldTable<Trade> &Trade::fields()
{
    static const FieldTable<Trade> table{{
        optional("character", &Trade::character),
        required("with", &Trade::with),
        required("give", &Trade::give),
        required("receive", &Trade::receive),
    }};
    return table;
}

const FieldTable<Rest> &Rest::fields()
{
    static const FieldTable<Rest> table{{
        optional("character", &Rest::character),
        optional("wound", &Rest::wound),
    }};
    return table;
}

const FieldTable<EndTurn> &EndTurn::fields()
{
    static const FieldTable<EndTurn> table{{
        optional("character", &EndTurn::character),
        optional("discard", &EndTurn::discard),
    }};
    return table;
}

const FieldTable<MoveCard> &MoveCard::fields()
{
    static const FieldTable<MoveCard> table{{
        optional("from", &MoveCard::from),
        optional("to", &MoveCard::to),
        optional("card", &MoveCard::card),
    }};
    return table;
}

const FieldTable<AddCard> &AddCard::fields()
{
    static const FieldTable<AddCard> table{{
        required("kind", &AddCard::kind),
        required("card", &AddCard::card),
    }};
    return table;
}

} // namespace arbiter::banishing
