#include "games/theosis/theosis_corrections.h"

#include "core/json_fields.h"
#include "core/typed_action.h"
#include "games/theosis/theosis_arena.h"
#include "games/theosis/theosis_attack.h"
#include "games/theosis/theosis_locations.h"
#include "games/theosis/theosis_support.h"
#include "games/theosis/theosis_turns.h"

#include <algorithm>

namespace arbiter::theosis {

namespace {

const QString kEffect = QStringLiteral("effect");
const QString kHero = QStringLiteral("hero");
const QString kMonster = QStringLiteral("monster");
const QString kPlayer = QStringLiteral("player");
const QString kSkill = QStringLiteral("skill");
const QString kPower = QStringLiteral("power");
const QString kAmount = QStringLiteral("amount");

// The correction code of the pack's marking that offers each effect.
QString correctionOf(const QString &effect)
{
    static const QHash<QString, QString> codes{
        {QStringLiteral("damage"), QStringLiteral("health")},       {QStringLiteral("heal"), QStringLiteral("health")},
        {QStringLiteral("gold"), QStringLiteral("gold")},           {QStringLiteral("gem"), QStringLiteral("mana")},
        {QStringLiteral("gem_off"), QStringLiteral("mana")},        {QStringLiteral("token_off"), QStringLiteral("token")},
        {QStringLiteral("curse"), QStringLiteral("token")},         {QStringLiteral("stamina_off"), QStringLiteral("stamina")},
        {QStringLiteral("stamina_under"), QStringLiteral("stamina")}, {QStringLiteral("stamina_back"), QStringLiteral("stamina")},
        {QStringLiteral("move"), QStringLiteral("move")},           {QStringLiteral("rank"), QStringLiteral("ranking")},
        {QStringLiteral("discard"), QStringLiteral("card")},        {QStringLiteral("take_back"), QStringLiteral("card")},
        {QStringLiteral("d4"), QStringLiteral("d4")},
    };
    return codes.value(effect);
}

// The waiting text that names `code` among its corrections.
const ByHandText *textNaming(const Table &table, const QString &code)
{
    for (const ByHandText &text : table.byHand)
        if (text.corrections.contains(code))
            return &text;
    return nullptr;
}

RuleError refused(const char *code, const char *entry, const Phrase &why)
{
    return RuleError::invalid(QString::fromLatin1(code), rule(entry), why);
}

Result<HeroState *> standingHero(Play &play, const QJsonObject &effect)
{
    ARBITER_TRY(id, heroField(play, effect, kHero));
    if (!play.alive(id.value()))
        return refused("theosis.hero_down", "health", phrase(QT_TRANSLATE_NOOP("Engine", "%1 has fallen."), play.name(id.value())));
    return play.table.hero(id.value());
}

Result<MonsterState *> standingMonster(Play &play, const QJsonObject &effect)
{
    ARBITER_TRY(id, json::requiredString(effect, kMonster, {}));
    MonsterState *monster = play.table.monster(id.value());
    if (!monster || monster->pile.isEmpty())
        return RuleError::notFound(QStringLiteral("theosis.unknown_monster"),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "No monster \"%1\" stands in the Arena."), id.value()));
    return monster;
}

// The power named by a token effect, and whose curse it is.
Result<const PowerCard *> powerOf(const Play &play, const QJsonObject &effect)
{
    ARBITER_TRY(id, json::requiredString(effect, kPower, {}));
    const PowerCard *power = play.content.power(id.value());
    if (!power)
        return RuleError::notFound(QStringLiteral("theosis.unknown_power"),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "The pack has no power \"%1\"."), id.value()));
    return power;
}

Status onlyEffectFields(const QJsonObject &effect, std::initializer_list<const char *> fields)
{
    std::vector<const char *> allowed{"type", "effect"};
    allowed.insert(allowed.end(), fields.begin(), fields.end());
    for (auto it = effect.begin(); it != effect.end(); ++it)
        if (std::none_of(allowed.begin(), allowed.end(), [&](const char *f) { return it.key() == QLatin1String(f); }))
            return RuleError::badRequest(QStringLiteral("theosis.field_not_used"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1: this correction takes no such field."), it.key()));
    return Done{};
}

Status heroHealth(Play &play, const QJsonObject &effect, bool damage, const QString &cause)
{
    ARBITER_CHECK(onlyEffectFields(effect, {"hero"}));
    ARBITER_TRY(hero, standingHero(play, effect));
    if (damage) {
        woundHero(play, hero.value()->id, 1, cause);
        return Done{};
    }
    const int before = play.health(hero.value()->id);
    if (before >= kFullHealth)
        return refused("theosis.full_health", "health", phrase(QT_TRANSLATE_NOOP("Engine", "%1 already has full Health."), play.name(hero.value()->id)));
    play.setHealth(hero.value()->id, before + 1);
    play.note(QStringLiteral("hero.healed"), {{kHero, hero.value()->id}, {QStringLiteral("health"), before + 1}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 heals 1 (%2): %3 Health."), play.name(hero.value()->id), cause, before + 1));
    return Done{};
}

Status gold(Play &play, const QJsonObject &effect, const QString &cause)
{
    ARBITER_CHECK(onlyEffectFields(effect, {"player", "amount"}));
    ARBITER_TRY(player, playerField(play, effect, kPlayer));
    ARBITER_TRY(amount, json::requiredInt(effect, kAmount, {}, -1, 1));
    const int purse = play.gold(player.value());
    if (amount.value() == 0 || purse + amount.value() < 0)
        return refused("theosis.not_enough_gold", "gold", phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no gold to give."), play.name(player.value())));
    play.setGold(player.value(), purse + amount.value());
    play.note(QStringLiteral("gold.corrected"), {{kPlayer, player.value()}, {kAmount, amount.value()}, {QStringLiteral("gold"), purse + amount.value()}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 now holds %2 gold (%3)."), play.name(player.value()), purse + amount.value(), cause));
    return Done{};
}

Status gem(Play &play, const QJsonObject &effect, bool on, const QString &cause)
{
    ARBITER_CHECK(onlyEffectFields(effect, {"hero", "skill"}));
    ARBITER_TRY(hero, standingHero(play, effect));
    ARBITER_TRY(slot, skillSlot(play, *hero.value(), effect, kSkill));
    HeroState &h = *hero.value();
    const QString skill = play.sheet(h).skills.at(static_cast<std::size_t>(slot.value())).name;
    if (h.mana.at(slot.value()) == on)
        return on ? refused("theosis.skill_has_mana", "mana-skills", phrase(QT_TRANSLATE_NOOP("Engine", "%1 of %2 already holds a gem."), skill, play.name(h.id)))
                  : refused("theosis.skill_no_mana", "mana-skills", phrase(QT_TRANSLATE_NOOP("Engine", "%1 of %2 holds no gem."), skill, play.name(h.id)));
    h.mana[slot.value()] = on;
    play.note(on ? QStringLiteral("mana.placed") : QStringLiteral("mana.removed"), {{kHero, h.id}, {kSkill, slot.value()}},
              on ? phrase(QT_TRANSLATE_NOOP("Engine", "A gem goes on %1 of %2 (%3)."), skill, play.name(h.id), cause)
                 : phrase(QT_TRANSLATE_NOOP("Engine", "The gem comes off %1 of %2 (%3)."), skill, play.name(h.id), cause));
    return Done{};
}

Status tokenOff(Play &play, const QJsonObject &effect, const QString &cause)
{
    ARBITER_CHECK(onlyEffectFields(effect, {"hero", "monster", "power"}));
    ARBITER_TRY(power, powerOf(play, effect));
    const PowerCard &card = *power.value();
    if (effect.contains(kMonster)) {
        ARBITER_TRY(monster, standingMonster(play, effect));
        if (!monster.value()->curses.removeOne(monsterCurse(card)))
            return refused("theosis.no_token", "curses", phrase(QT_TRANSLATE_NOOP("Engine", "%1 carries no %2 token."), play.name(monster.value()->id), card.name));
        play.note(QStringLiteral("token.removed"), {{kMonster, monster.value()->id}, {kPower, card.id}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "The %1 token comes off %2 (%3)."), card.name, play.name(monster.value()->id), cause));
        return Done{};
    }
    ARBITER_TRY(hero, standingHero(play, effect));
    const auto removed = std::erase_if(hero.value()->tokens, [&](const Token &t) { return t.power == card.id; });
    if (removed == 0)
        return refused("theosis.no_token", "curses", phrase(QT_TRANSLATE_NOOP("Engine", "%1 carries no %2 token."), play.name(hero.value()->id), card.name));
    play.note(QStringLiteral("token.removed"), {{kHero, hero.value()->id}, {kPower, card.id}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The %1 token comes off %2 (%3)."), card.name, play.name(hero.value()->id), cause));
    return Done{};
}

// The player whose hero's text it is (a monster's texts place no curse).
QString textPlayer(const Play &play, const ByHandText &text)
{
    const HeroState *owner = play.table.hero(text.owner);
    return owner ? owner->player : QString();
}

Status curse(Play &play, const QJsonObject &effect, const ByHandText &text)
{
    ARBITER_CHECK(onlyEffectFields(effect, {"hero", "monster", "power"}));
    ARBITER_TRY(power, powerOf(play, effect));
    const PowerCard &card = *power.value();
    const QString player = textPlayer(play, text);
    const PlayerState *owner = play.table.player(player);
    if (card.type != QLatin1String("curse") || !owner || !owner->powers.contains(card.id))
        return refused("theosis.not_your_curse", "curses",
                       phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not a curse of the player whose text this is."), card.name));
    if (effect.contains(kMonster)) {
        ARBITER_TRY(monster, standingMonster(play, effect));
        curseMonster(play, *monster.value(), card);
        return Done{};
    }
    ARBITER_TRY(hero, standingHero(play, effect));
    if (hero.value()->player == player)
        return refused("theosis.not_enemy", "curses",
                       phrase(QT_TRANSLATE_NOOP("Engine", "%1 belongs to the player whose curse this is."), play.name(hero.value()->id)));
    placeToken(play, *hero.value(), card, player);
    return Done{};
}

Status stamina(Play &play, const QJsonObject &effect, const QString &kind, const QString &cause)
{
    if (kind == QLatin1String("stamina_back")) {
        ARBITER_CHECK(onlyEffectFields(effect, {"monster", "token"}));
    } else {
        ARBITER_CHECK(onlyEffectFields(effect, {"monster"}));
    }
    ARBITER_TRY(monster, standingMonster(play, effect));
    MonsterState &m = *monster.value();
    if (kind == QLatin1String("stamina_off")) {
        const QString token = m.pile.takeFirst();
        for (HeroState &h : play.table.heroes)
            h.swallowed = false; // a swallowed hero is freed when a token falls
        play.note(QStringLiteral("stamina.removed"), {{kMonster, m.id}, {QStringLiteral("token"), token}, {QStringLiteral("left"), static_cast<int>(m.pile.size())}},
                  m.pile.isEmpty() ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 loses its last stamina token and is defeated."), play.name(m.id))
                                   : phrase(QT_TRANSLATE_NOOP("Engine", "%1 loses a stamina token; %2 left."), play.name(m.id), static_cast<int>(m.pile.size())));
        return Done{};
    }
    if (kind == QLatin1String("stamina_under")) {
        if (m.pile.size() < 2)
            return refused("theosis.no_stamina", "monsters", phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no other stamina token to bring up."), play.name(m.id)));
        m.pile.move(0, m.pile.size() - 1);
        play.note(QStringLiteral("stamina.shown"), {{kMonster, m.id}, {QStringLiteral("token"), m.pile.first()}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "The top stamina token of %1 goes under its pile (%2)."), play.name(m.id), cause));
        return Done{};
    }
    ARBITER_TRY(token, json::requiredString(effect, QStringLiteral("token"), {}));
    const bool inPile = std::any_of(play.table.monsters.begin(), play.table.monsters.end(),
                                    [&](const MonsterState &other) { return other.pile.contains(token.value()); });
    if (!play.content.staminaToken(token.value()) || inPile)
        return refused("theosis.token_in_pile", "monsters", phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not a stamina token off the piles."), token.value()));
    m.pile.prepend(token.value());
    play.note(QStringLiteral("stamina.added"), {{kMonster, m.id}, {QStringLiteral("token"), token.value()}},
              phrase(QT_TRANSLATE_NOOP("Engine", "Stamina token %1 goes back on top of the pile of %2 (%3)."), token.value(), play.name(m.id), cause));
    return Done{};
}

Status moveHero(Play &play, const QJsonObject &effect, const QString &cause)
{
    ARBITER_CHECK(onlyEffectFields(effect, {"hero", "to"}));
    ARBITER_TRY(hero, standingHero(play, effect));
    ARBITER_TRY(to, json::hexFrom(effect.value(QStringLiteral("to")), QStringLiteral("to")));
    HeroState &h = *hero.value();
    const ArenaView view = arenaView(play);
    if (!h.at || !view.board.contains(to.value()) || view.board.isBlocked(to.value()) || heroAt(play, to.value()) || monsterAt(play, to.value()))
        return refused("theosis.move.occupied", "movement", phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot stand there: the hex is taken, closed or off the Arena."), play.name(h.id)));
    play.note(QStringLiteral("hero.moved"), {{kHero, h.id}, {QStringLiteral("to"), json::toJson(to.value())}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 moves to %2 (%3)."), play.name(h.id), play.place(to.value(), h.id), cause));
    walkPath(play, h, {to.value()});
    return Done{};
}

Status rank(Play &play, const QJsonObject &effect)
{
    ARBITER_CHECK(onlyEffectFields(effect, {"hero", "by"}));
    ARBITER_TRY(hero, standingHero(play, effect));
    ARBITER_TRY(by, json::requiredInt(effect, QStringLiteral("by"), {}, -1, 1));
    const qsizetype at = play.table.ranking.indexOf(hero.value()->id);
    const qsizetype to = at + by.value();
    if (by.value() == 0 || at < 0 || to < 0 || to >= play.table.ranking.size())
        return refused("theosis.rank_edge", "ranking-powers", phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot move that way in the ranking."), play.name(hero.value()->id)));
    moveInRanking(play, hero.value()->id, by.value());
    return Done{};
}

Status card(Play &play, const QJsonObject &effect, bool discard, const QString &cause)
{
    ARBITER_CHECK(onlyEffectFields(effect, {"player", "power"}));
    ARBITER_TRY(player, playerField(play, effect, kPlayer));
    ARBITER_TRY(power, powerOf(play, effect));
    PlayerState &p = *play.table.player(player.value());
    QStringList &from = discard ? p.hand : p.discard;
    if (!removeOne(from, power.value()->id))
        return discard ? refused("theosis.power_not_in_hand", "power-hand", phrase(QT_TRANSLATE_NOOP("Engine", "%1 does not hold %2."), play.name(p.id), power.value()->name))
                       : refused("theosis.power_not_discarded", "power-hand", phrase(QT_TRANSLATE_NOOP("Engine", "%2 is not on the discard pile of %1."), play.name(p.id), power.value()->name));
    (discard ? p.discard : p.hand) << power.value()->id;
    // An empty hand takes the discard pile back at once, as when the last power is played.
    if (p.hand.isEmpty()) {
        p.hand = p.discard;
        p.hand.removeOne(power.value()->id);
        p.discard = {power.value()->id};
    }
    play.note(discard ? QStringLiteral("power.discarded") : QStringLiteral("power.taken_back"), {{kPlayer, p.id}, {kPower, power.value()->id}},
              discard ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 discards %2 (%3)."), play.name(p.id), power.value()->name, cause)
                      : phrase(QT_TRANSLATE_NOOP("Engine", "%1 takes %2 back into hand (%3)."), play.name(p.id), power.value()->name, cause));
    return Done{};
}

Status d4(Play &play, const QJsonObject &effect, const QString &cause)
{
    ARBITER_CHECK(onlyEffectFields(effect, {"face"}));
    ARBITER_TRY(face, play.rollDie(effect, QStringLiteral("face"), 4, cause));
    play.note(QStringLiteral("d4.rolled"), {{QStringLiteral("face"), face.value()}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The d4 for %1 shows %2."), cause, face.value()));
    return Done{};
}

Status applyEffect(Play &play, const QJsonObject &effect)
{
    ARBITER_TRY(kind, json::requiredString(effect, kEffect, {}));
    const QString code = correctionOf(kind.value());
    if (code.isEmpty())
        return RuleError::badRequest(QStringLiteral("theosis.unknown_effect"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "There is no correction \"%1\"."), kind.value()));
    const ByHandText *text = textNaming(play.table, code);
    if (!text)
        return refused("theosis.correction_not_named", "app-session",
                       phrase(QT_TRANSLATE_NOOP("Engine", "No text carried out by hand asks for this correction now.")));
    const ByHandText source = *text; // the table changes below
    const QString &why = source.name;
    const QString &k = kind.value();
    if (k == QLatin1String("damage") || k == QLatin1String("heal"))
        return heroHealth(play, effect, k == QLatin1String("damage"), why);
    if (k == QLatin1String("gold"))
        return gold(play, effect, why);
    if (k == QLatin1String("gem") || k == QLatin1String("gem_off"))
        return gem(play, effect, k == QLatin1String("gem"), why);
    if (k == QLatin1String("token_off"))
        return tokenOff(play, effect, why);
    if (k == QLatin1String("curse"))
        return curse(play, effect, source);
    if (k.startsWith(QLatin1String("stamina")))
        return stamina(play, effect, k, why);
    if (k == QLatin1String("move"))
        return moveHero(play, effect, why);
    if (k == QLatin1String("rank"))
        return rank(play, effect);
    if (k == QLatin1String("discard") || k == QLatin1String("take_back"))
        return card(play, effect, k == QLatin1String("discard"), why);
    return d4(play, effect, why);
}

} // namespace

void endByHandTexts(Play &play) { play.table.byHand.clear(); }

Status correctByHand(Play &play, const ByHandCorrect &action)
{
    // The outcome stands once declared: a later change is a hand correction of
    // the counters, which the log shows as such.
    if (play.table.phase == Phase::Over)
        return requireArena(play);
    if (play.table.byHand.empty())
        return refused("theosis.no_by_hand_text", "app-session",
                       phrase(QT_TRANSLATE_NOOP("Engine", "No text carried out by hand waits for its corrections.")));
    ARBITER_CHECK(applyEffect(play, typed::encode(action)));
    // A correction may fell a hero or a monster: the game may be over, or the
    // hero due to act may be out.
    if (!checkOutcome(play) && !play.table.actor.isEmpty() && !play.alive(play.table.actor)) {
        play.table.actor.clear();
        advance(play);
    }
    return Done{};
}

QJsonArray byHandStep(const Table &table)
{
    QJsonArray out;
    for (const ByHandText &text : table.byHand)
        out.append(QJsonObject{{QStringLiteral("type"), text.type},
                               {QStringLiteral("name"), text.name},
                               {QStringLiteral("do"), text.instruction},
                               {QStringLiteral("corrections"), QJsonArray::fromStringList(text.corrections)},
                               {QStringLiteral("owner"), text.owner},
                               {QStringLiteral("involved"), QJsonArray::fromStringList(text.involved)}});
    return out;
}

namespace {

QJsonObject applying(QJsonObject effect)
{
    effect.insert(QStringLiteral("type"), QString::fromLatin1(ByHandCorrect::kType));
    return effect;
}

class Corrections {
public:
    Corrections(const Play &play, OptionsBuilder &builder)
        : m_play(play)
        , m_builder(builder)
    {
    }

    void offer(const QString &code)
    {
        if (code == QLatin1String("health"))
            health();
        else if (code == QLatin1String("gold"))
            purses();
        else if (code == QLatin1String("mana"))
            gems();
        else if (code == QLatin1String("token"))
            tokens();
        else if (code == QLatin1String("stamina"))
            staminaPiles();
        else if (code == QLatin1String("move"))
            moves();
        else if (code == QLatin1String("ranking"))
            ranks();
        else if (code == QLatin1String("card"))
            cards();
        else if (code == QLatin1String("d4"))
            dice();
    }

private:
    // The heroes the text concerns first (its own, those it struck), then the
    // rest of the standing heroes in ranking order.
    QStringList heroes() const
    {
        QStringList out;
        const auto add = [&](const QString &id) {
            if (m_play.table.hero(id) && m_play.alive(id) && !out.contains(id))
                out << id;
        };
        for (const ByHandText &text : m_play.table.byHand) {
            add(text.owner);
            for (const QString &id : text.involved)
                add(id);
        }
        for (const QString &id : m_play.table.ranking)
            add(id);
        for (const HeroState &h : m_play.table.heroes)
            add(h.id);
        return out;
    }

    std::vector<const MonsterState *> monsters() const
    {
        std::vector<const MonsterState *> out;
        for (const MonsterState &m : m_play.table.monsters)
            if (!m.pile.isEmpty())
                out.push_back(&m);
        return out;
    }

    QString playerOf(const QString &hero) const { return m_play.name(m_play.table.hero(hero)->player); }

    void add(const QJsonObject &effect, const Phrase &label) { m_builder.offer(applying(effect), label); }

    void health()
    {
        for (const QString &id : heroes()) {
            add({{kEffect, QStringLiteral("damage")}, {kHero, id}},
                phrase(QT_TRANSLATE_NOOP("Engine", "1 damage to %1's %2"), playerOf(id), m_play.name(id)));
            add({{kEffect, QStringLiteral("heal")}, {kHero, id}}, phrase(QT_TRANSLATE_NOOP("Engine", "Heal %1's %2 by 1"), playerOf(id), m_play.name(id)));
        }
    }

    void purses()
    {
        for (const QString &seat : m_play.table.seats) {
            add({{kEffect, QStringLiteral("gold")}, {kPlayer, seat}, {kAmount, 1}}, phrase(QT_TRANSLATE_NOOP("Engine", "1 gold for %1"), m_play.name(seat)));
            add({{kEffect, QStringLiteral("gold")}, {kPlayer, seat}, {kAmount, -1}}, phrase(QT_TRANSLATE_NOOP("Engine", "%1 gives up 1 gold"), m_play.name(seat)));
        }
    }

    void gems()
    {
        for (const QString &id : heroes()) {
            const HeroState &h = *m_play.table.hero(id);
            const HeroSheet &sheet = m_play.sheet(h);
            for (int slot = 0; slot < kSkillSlots && slot < static_cast<int>(sheet.skills.size()); ++slot) {
                const QString skill = sheet.skills.at(static_cast<std::size_t>(slot)).name;
                if (h.mana.at(slot))
                    add({{kEffect, QStringLiteral("gem_off")}, {kHero, id}, {kSkill, slot}},
                        phrase(QT_TRANSLATE_NOOP("Engine", "Take the gem off %3 of %1's %2"), playerOf(id), m_play.name(id), skill));
                else
                    add({{kEffect, QStringLiteral("gem")}, {kHero, id}, {kSkill, slot}},
                        phrase(QT_TRANSLATE_NOOP("Engine", "A gem on %3 of %1's %2"), playerOf(id), m_play.name(id), skill));
            }
        }
    }

    void tokens()
    {
        for (const QString &id : heroes())
            for (const Token &t : m_play.table.hero(id)->tokens)
                if (const PowerCard *power = m_play.content.power(t.power))
                    add({{kEffect, QStringLiteral("token_off")}, {kHero, id}, {kPower, power->id}},
                        phrase(QT_TRANSLATE_NOOP("Engine", "Take the %3 token off %1's %2"), playerOf(id), m_play.name(id), power->name));
        for (const MonsterState *m : monsters())
            for (const QString &curse : m->curses)
                for (const PowerCard &power : m_play.content.powers)
                    if (monsterCurse(power) == curse)
                        add({{kEffect, QStringLiteral("token_off")}, {kMonster, m->id}, {kPower, power.id}},
                            phrase(QT_TRANSLATE_NOOP("Engine", "Take the %1 token off %2"), power.name, m_play.name(m->id)));
        curses();
    }

    // The curses of the player whose hero's text it is (the first text that
    // names tokens), onto the other standing figures.
    void curses()
    {
        const ByHandText *text = textNaming(m_play.table, QStringLiteral("token"));
        const HeroState *owner = text ? m_play.table.hero(text->owner) : nullptr;
        if (!owner)
            return;
        const QString player = owner->player;
        for (const QString &powerId : m_play.table.player(player)->powers) {
            const PowerCard *power = m_play.content.power(powerId);
            if (!power || power->type != QLatin1String("curse"))
                continue;
            for (const MonsterState *m : monsters())
                add({{kEffect, QStringLiteral("curse")}, {kMonster, m->id}, {kPower, power->id}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "Put the %1 curse token on %2"), power->name, m_play.name(m->id)));
            for (const QString &id : heroes())
                if (m_play.table.hero(id)->player != player)
                    add({{kEffect, QStringLiteral("curse")}, {kHero, id}, {kPower, power->id}},
                        phrase(QT_TRANSLATE_NOOP("Engine", "Put the %3 curse token on %1's %2"), playerOf(id), m_play.name(id), power->name));
        }
    }

    void staminaPiles()
    {
        QStringList offPiles;
        for (const StaminaToken &token : m_play.content.staminaTokens)
            if (std::none_of(m_play.table.monsters.begin(), m_play.table.monsters.end(), [&](const MonsterState &m) { return m.pile.contains(token.id); }))
                offPiles << token.id;
        for (const MonsterState *m : monsters()) {
            add({{kEffect, QStringLiteral("stamina_off")}, {kMonster, m->id}},
                phrase(QT_TRANSLATE_NOOP("Engine", "Take the top stamina token off %1"), m_play.name(m->id)));
            add({{kEffect, QStringLiteral("stamina_under")}, {kMonster, m->id}},
                phrase(QT_TRANSLATE_NOOP("Engine", "Put the top stamina token of %1 under its pile"), m_play.name(m->id)));
            if (!offPiles.isEmpty())
                m_builder.offerWithInput(applying({{kEffect, QStringLiteral("stamina_back")}, {kMonster, m->id}}),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "Put a stamina token back on top of %1"), m_play.name(m->id)),
                                         QStringLiteral("token"), QJsonArray::fromStringList(offPiles));
        }
    }

    void moves()
    {
        const ArenaView view = arenaView(m_play);
        QJsonArray free;
        for (Hex h : view.board.hexes())
            if (!view.board.isBlocked(h) && !heroAt(m_play, h) && !monsterAt(m_play, h))
                free.append(json::toJson(h));
        for (const QString &id : heroes())
            if (m_play.table.hero(id)->at)
                m_builder.offerWithInput(applying({{kEffect, QStringLiteral("move")}, {kHero, id}}),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "Move %1's %2 to another hex"), playerOf(id), m_play.name(id)),
                                         QStringLiteral("to"), free);
    }

    void ranks()
    {
        for (const QString &id : heroes()) {
            add({{kEffect, QStringLiteral("rank")}, {kHero, id}, {QStringLiteral("by"), -1}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1's %2 one place up the ranking"), playerOf(id), m_play.name(id)));
            add({{kEffect, QStringLiteral("rank")}, {kHero, id}, {QStringLiteral("by"), 1}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1's %2 one place down the ranking"), playerOf(id), m_play.name(id)));
        }
    }

    void cards()
    {
        for (const QString &seat : m_play.table.seats) {
            const PlayerState &p = *m_play.table.player(seat);
            for (const QString &power : p.hand)
                if (const PowerCard *card = m_play.content.power(power))
                    add({{kEffect, QStringLiteral("discard")}, {kPlayer, seat}, {kPower, power}},
                        phrase(QT_TRANSLATE_NOOP("Engine", "%1 discards %2"), m_play.name(seat), card->name));
            for (const QString &power : p.discard)
                if (const PowerCard *card = m_play.content.power(power))
                    add({{kEffect, QStringLiteral("take_back")}, {kPlayer, seat}, {kPower, power}},
                        phrase(QT_TRANSLATE_NOOP("Engine", "%1 takes %2 back into hand"), m_play.name(seat), card->name));
        }
    }

    void dice()
    {
        const QJsonObject roll{{kEffect, QStringLiteral("d4")}};
        add(roll, phrase(QT_TRANSLATE_NOOP("Engine", "Roll the app's d4")));
        m_builder.offerWithInput(applying(roll), phrase(QT_TRANSLATE_NOOP("Engine", "The real d4 shows")), QStringLiteral("face"),
                                 QJsonArray{1, 2, 3, 4});
    }

    const Play &m_play;
    OptionsBuilder &m_builder;
};

} // namespace

void offerCorrections(const Play &play, OptionsBuilder &builder)
{
    QStringList codes;
    for (const ByHandText &text : play.table.byHand)
        for (const QString &code : text.corrections)
            if (!codes.contains(code))
                codes << code;
    Corrections corrections(play, builder);
    for (const QString &code : codes)
        corrections.offer(code);
}

} // namespace arbiter::theosis
