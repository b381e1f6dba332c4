#include "TheosisContentEditor.h"

#include "content/ContentText.h"
#include "LanguageChangeWatcher.h"
#include "ui/typed/ChangeNotify.h"

#include "games/theosis/theosis_content.h"
#include "text/ContentPathWords.h"
#include "text/PhraseText.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

const QString kHeroes = u"heroes"_s;
const QString kPowers = u"powers"_s;
const QString kItems = u"items"_s;
const QString kRituals = u"rituals"_s;
const QString kStamina = u"stamina_tokens"_s;
const QString kThieves = u"thieves_guild"_s;

// The engine's ranges for the numbers edited here (theosis_content.cpp).
constexpr int kMaxValue = 30;
constexpr int kMaxSpeed = 12;
constexpr int kMaxTokenValue = 9;
constexpr int kMaxGuildCost = 20;

const QStringList &sectionKeys()
{
    static const QStringList keys{kHeroes, kPowers, kItems, kRituals, kStamina, kThieves};
    return keys;
}

// "steal-2-gold" reads "Steal 2 gold": for values the pack names itself.
QString readable(const QString &value)
{
    QString text = value;
    text.replace(u'-', u' ');
    return text.isEmpty() ? text : text.left(1).toUpper() + text.mid(1);
}

QString choiceText(const QString &value)
{
    static const QHash<QString, const char *> texts{
        {u"physical"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Physical")},
        {u"light"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Light")},
        {u"void"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Void")},
        {u"fire"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Fire")},
        {u"ice"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Ice")},
        {u"acid"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Acid")},
        {u"weapon"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Weapon")},
        {u"armor"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Armor (shields too)")},
        {u"steal-mana"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Steal a Mana gem")},
        {u"damage"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "3 damage to a hero")},
        {u"steal-2-gold"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Steal 2 gold")},
        {u"steal-4-gold"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Steal 4 gold")},
        {u"initiative"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Take the initiative")},
        {u"sword"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Sword")},
        {u"axe"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Axe")},
        {u"hammer"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Hammer")},
        {u"dagger"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Dagger")},
        {u"claws"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Claws")},
        {u"staff"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Staff")},
        {u"bow"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Bow")},
        {u"metal"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Metal")},
        {u"leather"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Leather")},
        {u"cloth"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Cloth")},
        {u"shield"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Shield")},
        {u"warmonger"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Warmonger")},
        {u"guardian"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Guardian")},
        {u"deceitful"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Deceitful")},
        {u"righteous"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Righteous")},
        {u"vengeful"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Vengeful")},
        {u"merciful"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Merciful")},
        {u"common"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Common")},
        {u"spell"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Spell")},
        {u"blessing"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Blessing")},
        {u"curse"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Curse")},
        {u"by-hand"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Carried out by hand")},
        {QString(), QT_TRANSLATE_NOOP("TheosisContentEditor", "Nothing, and not marked by hand: mark it")},
        {u"token"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "A token on the arena")},
        {u"purification"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Purification")},
        {u"consecration"_s, QT_TRANSLATE_NOOP("TheosisContentEditor", "Consecration")},
    };
    const auto it = texts.find(value);
    return it == texts.end() ? readable(value) : QCoreApplication::translate("TheosisContentEditor", it.value());
}

QList<TheosisEditorChoice> choicesOf(const QStringList &values)
{
    QList<TheosisEditorChoice> list;
    for (const QString &value : values)
        list << TheosisEditorChoice{value, choiceText(value)};
    return list;
}

TheosisEditorField field(const QString &key, const QString &label, const QString &kind)
{
    return {.key = key, .label = label, .kind = kind};
}

TheosisEditorField numberField(const QString &key, const QString &label, int from, int to)
{
    return {.key = key, .label = label, .kind = u"number"_s, .from = from, .to = to};
}

TheosisEditorField choiceField(const QString &key, const QString &label, const QString &kind, const QStringList &values)
{
    return {.key = key, .label = label, .kind = kind, .choices = choicesOf(values)};
}

// The value at `key` ("token/damage", "slots/1/accepts") inside `json`.
QJsonValue valueAt(const QJsonValue &json, const QString &key)
{
    QJsonValue at = json;
    for (const QString &part : key.split(u'/')) {
        bool index = false;
        const int i = part.toInt(&index);
        at = index ? at.toArray().at(i) : at.toObject().value(part);
    }
    return at;
}

QJsonValue withValueAt(const QJsonValue &json, const QStringList &parts, const QJsonValue &value)
{
    if (parts.isEmpty())
        return value;
    bool index = false;
    const int i = parts.first().toInt(&index);
    const QStringList rest = parts.mid(1);
    if (index) {
        QJsonArray array = json.toArray();
        if (i < 0 || i >= array.size())
            return json;
        array[i] = withValueAt(array.at(i), rest, value);
        return array;
    }
    QJsonObject object = json.toObject();
    if (value.isUndefined() && rest.isEmpty())
        object.remove(parts.first());
    else
        object.insert(parts.first(), withValueAt(object.value(parts.first()), rest, value));
    return object;
}

QJsonValue defaultOf(const QString &key, const QString &kind)
{
    if (kind == u"number"_s)
        return key.startsWith(u"monster_"_s) ? -1 : key.endsWith(u"movement_cost"_s) ? 1 : 0;
    if (kind == u"flag"_s)
        return false;
    if (kind == u"set"_s)
        return QJsonArray{};
    if (key.endsWith(u"damage_type"_s))
        return u"physical"_s;
    return u""_s;
}

QStringList stringsOf(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

// A ranged hero (bow or staff) has one slot for both hands and its body
// slot; any other hero a main hand, an off hand and a body slot.
QJsonArray slotsFor(const QJsonArray &slots, bool ranged)
{
    QJsonArray hands;
    QJsonArray others;
    QStringList handTypes;
    for (const QJsonValue &v : slots) {
        const QJsonObject slot = v.toObject();
        if (slot.value(u"hand"_s).toBool()) {
            hands << slot;
            for (const QString &type : stringsOf(slot.value(u"accepts"_s)))
                if (!handTypes.contains(type))
                    handTypes << type;
        } else {
            others << slot;
        }
    }
    QJsonArray out;
    if (ranged) {
        out << QJsonObject{{u"id"_s, u"hands"_s}, {u"accepts"_s, QJsonArray::fromStringList(handTypes)}, {u"hand"_s, true}};
        if (!others.isEmpty())
            out << others.at(0);
        return out;
    }
    if (hands.size() >= 2) {
        out = hands;
    } else {
        const QJsonArray accepts = QJsonArray::fromStringList(handTypes);
        out << QJsonObject{{u"id"_s, u"main-hand"_s}, {u"accepts"_s, accepts}, {u"hand"_s, true}}
            << QJsonObject{{u"id"_s, u"off-hand"_s}, {u"accepts"_s, accepts}, {u"hand"_s, true}};
    }
    for (const QJsonValue &slot : others)
        out << slot;
    return out;
}

// A field that edits the German of another field's English text: "name@de"
// is the German of "name", kept in the pack's translations block.
constexpr QStringView kGermanSuffix = u"@de";

QString englishKeyOf(const QString &germanKey) { return germanKey.chopped(kGermanSuffix.size()); }

// An entry's text as the editor lists it: the pack's own words for the
// current language first (a name typed in here is not yet known app-wide).
QString shownText(const QJsonObject &pack, const QString &english)
{
    const QString own = content_text::translation(pack, content_text::currentLanguage(), english);
    return own.isEmpty() ? content_text::localized(english) : own;
}

} // namespace

TheosisContentEditor::TheosisContentEditor(QObject *parent)
    : QObject(parent),
      m_sections(GadgetListModel::of<TheosisEditorSection>(this)),
      m_entries(GadgetListModel::of<TheosisEditorEntry>(this)),
      m_fields(GadgetListModel::of<TheosisEditorField>(this))
{
    // The rows hold translated words: a new language builds them again.
    connect(new LanguageChangeWatcher(this), &LanguageChangeWatcher::languageChanged, this, [this] { rebuild(); });
}

void TheosisContentEditor::load(const QJsonObject &pack)
{
    const bool notesMoved = pack.value(u"check"_s) != m_pack.value(u"check"_s) || pack.value(u"about"_s) != m_pack.value(u"about"_s);
    m_pack = pack;
    if (assignChanged(m_entry, std::clamp(m_entry, 0, std::max(0, static_cast<int>(entryRows().size()) - 1))))
        Q_EMIT entryChanged();
    setModified(false);
    rebuild();
    if (notesMoved)
        Q_EMIT packNotesChanged();
}

QJsonObject TheosisContentEditor::pack() const { return m_pack; }

QList<TheosisEditorSection> TheosisContentEditor::sectionRows() const
{
    const QStringList titles{tr("Hero mats"), tr("Powers"), tr("Items"), tr("Rituals"), tr("Stamina tokens"), tr("Thieves' Guild")};
    QList<TheosisEditorSection> list;
    for (qsizetype i = 0; i < sectionKeys().size(); ++i) {
        const QString &key = sectionKeys().at(i);
        const int count = key == kThieves ? 1 : static_cast<int>(m_pack.value(key).toArray().size());
        list << TheosisEditorSection{key, titles.at(i), count};
    }
    return list;
}

void TheosisContentEditor::setSection(const QString &section)
{
    if (section == m_section || !sectionKeys().contains(section))
        return;
    m_section = section;
    Q_EMIT sectionChanged();
    if (assignChanged(m_entry, 0))
        Q_EMIT entryChanged();
    rebuild();
}

void TheosisContentEditor::setEntry(int entry)
{
    if (entry == m_entry || entry < 0 || entry >= m_entries->count())
        return;
    m_entry = entry;
    Q_EMIT entryChanged();
    rebuild();
}

QList<TheosisEditorEntry> TheosisContentEditor::entryRows() const
{
    QList<TheosisEditorEntry> list;
    if (m_section == kThieves) {
        list << TheosisEditorEntry{0, kThieves, tr("The six die faces"),
                                   tr("Entry cost %1 gold").arg(m_pack.value(u"thieves_guild_cost"_s).toInt(0))};
        return list;
    }
    const QJsonArray array = m_pack.value(m_section).toArray();
    for (int i = 0; i < array.size(); ++i) {
        const QJsonObject e = array.at(i).toObject();
        const QString id = e.value(u"id"_s).toString();
        QString detail;
        if (m_section == kHeroes) {
            detail = tr("%1, speed %2").arg(choiceText(e.value(u"alignment"_s).toString())).arg(e.value(u"speed"_s).toInt());
            if (e.value(u"ranged"_s).toBool())
                detail = tr("%1, ranged").arg(detail);
        } else if (m_section == kPowers) {
            detail = tr("%1 %2/%3").arg(choiceText(e.value(u"alignment"_s).toString())).arg(e.value(u"attack"_s).toInt()).arg(e.value(u"defense"_s).toInt());
        } else if (m_section == kItems) {
            detail = e.value(u"kind"_s).toString() == u"weapon"_s
                ? tr("%1, damage %2").arg(choiceText(e.value(u"type"_s).toString())).arg(e.value(u"damage"_s).toInt())
                : choiceText(e.value(u"type"_s).toString());
            if (e.value(u"artifact"_s).toBool())
                detail = tr("%1, artifact").arg(detail);
        } else if (m_section == kRituals) {
            detail = choiceText(e.value(u"effect"_s).toString());
        } else if (m_section == kStamina) {
            detail = tr("threshold %1").arg(e.value(u"threshold"_s).toInt());
        }
        list << TheosisEditorEntry{i, id, shownText(m_pack, e.value(u"name"_s).toString(id)), detail};
    }
    return list;
}

QJsonObject TheosisContentEditor::entryJson() const
{
    if (m_section == kThieves)
        return QJsonObject{{u"face"_s, m_pack.value(kThieves).toArray()}, {u"cost"_s, m_pack.value(u"thieves_guild_cost"_s).toInt(0)}};
    return m_pack.value(m_section).toArray().at(m_entry).toObject();
}

void TheosisContentEditor::storeEntry(const QJsonObject &entry)
{
    if (entry == entryJson())
        return;
    if (m_section == kThieves) {
        m_pack.insert(kThieves, entry.value(u"face"_s).toArray());
        m_pack.insert(u"thieves_guild_cost"_s, entry.value(u"cost"_s).toInt());
    } else {
        QJsonArray array = m_pack.value(m_section).toArray();
        if (m_entry < 0 || m_entry >= array.size())
            return;
        array[m_entry] = entry;
        m_pack.insert(m_section, array);
    }
    setModified(true);
    rebuild();
}

QStringList TheosisContentEditor::itemTypes() const
{
    // Item types are the pack's own symbols: what its items and slots use.
    QStringList types;
    const auto add = [&types](const QString &type) {
        if (!type.isEmpty() && !types.contains(type))
            types << type;
    };
    for (const QJsonValue &item : m_pack.value(kItems).toArray())
        add(item.toObject().value(u"type"_s).toString());
    for (const QJsonValue &hero : m_pack.value(kHeroes).toArray())
        for (const QJsonValue &slot : hero.toObject().value(u"slots"_s).toArray())
            for (const QString &type : stringsOf(slot.toObject().value(u"accepts"_s)))
                add(type);
    return types;
}

QList<TheosisEditorField> TheosisContentEditor::fieldsOf(const QJsonObject &e) const
{
    QList<TheosisEditorField> list;
    if (e.isEmpty())
        return list;
    const QStringList damageTypes = theosis::damageTypes();
    if (m_section == kHeroes) {
        list << choiceField(u"alignment"_s, tr("Alignment"), u"choice"_s, stringsOf(m_pack.value(u"alignments"_s)))
             << numberField(u"speed"_s, tr("Speed"), 0, kMaxSpeed)
             << field(u"ranged"_s, tr("Ranged (bow or staff: two item slots, range 5)"), u"flag"_s);
        const QJsonArray slots = e.value(u"slots"_s).toArray();
        for (int i = 0; i < slots.size(); ++i) {
            const QString slotId = slots.at(i).toObject().value(u"id"_s).toString();
            const QString prefix = u"slots/%1/"_s.arg(i);
            list << choiceField(prefix + u"accepts"_s, tr("Slot \"%1\" takes").arg(slotId), u"set"_s, itemTypes())
                 << field(prefix + u"hand"_s, tr("Slot \"%1\" is a hand (two-handed weapons use every hand)").arg(slotId), u"flag"_s);
        }
    } else if (m_section == kPowers) {
        list << numberField(u"attack"_s, tr("Attack value"), 0, kMaxValue)
             << numberField(u"defense"_s, tr("Defense value"), 0, kMaxValue)
             << numberField(u"monster_attack"_s, tr("Attack against monsters (-1: the same)"), -1, kMaxValue)
             << numberField(u"monster_defense"_s, tr("Defense against monsters (-1: the same)"), -1, kMaxValue)
             << choiceField(u"effect"_s, tr("What the app carries out of the text"), u"choice"_s, theosis::contentChoices(u"power.effect"_s))
             << field(u"by_hand/do"_s, tr("What the players do at the table (in English)"), u"text"_s)
             << field(u"by_hand/do@de"_s, tr("What the players do at the table (in German)"), u"text"_s);
    } else if (m_section == kItems) {
        const bool weapon = e.value(u"kind"_s).toString() == u"weapon"_s;
        const bool artifact = e.value(u"artifact"_s).toBool();
        list << field(u"name"_s, tr("Name in English"), u"text"_s) << field(u"name@de"_s, tr("Name in German"), u"text"_s)
             << choiceField(u"kind"_s, tr("Kind"), u"choice"_s, theosis::contentChoices(u"item.kind"_s))
             << choiceField(u"type"_s, tr("Type (the slot symbol)"), u"choice"_s, itemTypes());
        if (weapon)
            list << numberField(u"damage"_s, tr("Damage"), 0, kMaxValue) << field(u"two_handed"_s, tr("Two-handed"), u"flag"_s)
                 << field(u"slaying"_s, tr("Slaying (double damage against monsters)"), u"flag"_s);
        else
            list << choiceField(u"protections"_s, tr("Protection against"), u"set"_s, damageTypes)
                 << choiceField(u"resistances"_s, tr("Resistance to"), u"set"_s, damageTypes);
        list << field(u"artifact"_s, tr("Artifact"), u"flag"_s);
        if (artifact)
            list << (weapon ? numberField(u"attack"_s, tr("Artifact attack bonus"), 0, kMaxValue)
                            : numberField(u"defense"_s, tr("Artifact defense bonus"), 0, kMaxValue));
    } else if (m_section == kRituals) {
        if (e.value(u"effect"_s).toString() == u"token"_s)
            list << numberField(u"token/damage"_s, tr("Damage on the token"), 0, kMaxTokenValue)
                 << choiceField(u"token/damage_type"_s, tr("Damage type"), u"choice"_s, damageTypes)
                 << numberField(u"token/movement_cost"_s, tr("Movement cost of each hex"), 1, kMaxTokenValue)
                 << numberField(u"token/attack"_s, tr("Attack bonus on the token"), 0, kMaxTokenValue)
                 << numberField(u"token/defense"_s, tr("Defense bonus on the token"), 0, kMaxTokenValue)
                 << numberField(u"token/heal_end_of_turn"_s, tr("Healing at the end of a turn on it"), 0, kMaxTokenValue);
        if (e.value(u"effect"_s).toString() == u"by-hand"_s)
            list << field(u"by_hand/do"_s, tr("What the players do at the table (in English)"), u"text"_s)
                 << field(u"by_hand/do@de"_s, tr("What the players do at the table (in German)"), u"text"_s);
    } else if (m_section == kStamina) {
        list << numberField(u"threshold"_s, tr("Threshold (damage needed to remove it)"), 1, kMaxValue)
             << choiceField(u"protections"_s, tr("Protection against"), u"set"_s, damageTypes)
             << choiceField(u"resistances"_s, tr("Resistance to"), u"set"_s, damageTypes);
    } else if (m_section == kThieves) {
        for (int face = 0; face < 6; ++face)
            list << choiceField(u"face/%1"_s.arg(face), tr("Face %1").arg(face + 1), u"choice"_s, theosis::contentChoices(u"thieves_guild"_s));
        list << numberField(u"cost"_s, tr("Gold paid to enter"), 0, kMaxGuildCost);
    }
    // Each field with its value: the entry's, or what the engine takes when it is left out.
    for (TheosisEditorField &f : list) {
        if (f.key.endsWith(kGermanSuffix)) {
            f.text = content_text::translation(m_pack, u"de"_s, valueAt(e, englishKeyOf(f.key)).toString());
            continue;
        }
        QJsonValue value = valueAt(e, f.key);
        if (value.isUndefined() || value.isNull())
            value = defaultOf(f.key, f.kind);
        if (f.kind == u"number"_s)
            f.number = value.toInt();
        else if (f.kind == u"flag"_s)
            f.checked = value.toBool();
        else if (f.kind == u"set"_s)
            f.members = stringsOf(value);
        else
            f.text = value.toString();
    }
    return list;
}

QString TheosisContentEditor::noteOf(const QJsonObject &e) const
{
    if (m_section == kHeroes)
        return tr("Only the hero mat's numbers are here; the name and skills are the rulebook's.");
    if (m_section == kPowers) {
        QString note = tr("%1, %2 power. Each alignment needs one power for every value pair of the quest order.")
                           .arg(choiceText(e.value(u"alignment"_s).toString()), choiceText(e.value(u"type"_s).toString()));
        // No text may be silent: the app carries it out, or the players are told what to do.
        if (e.value(u"effect"_s).toString().isEmpty() && valueAt(e, u"by_hand/do"_s).toString().trimmed().isEmpty())
            note += u' ' + tr("The app does nothing with this power's text: choose what it carries out, or write what the players do.");
        return note;
    }
    if (m_section == kRituals && e.value(u"effect"_s).toString() != u"token"_s)
        return tr("This ritual lays no token on the Arena: nothing to check here.");
    if (m_section == kRituals)
        return tr("The token's hexes keep the shipped shape.");
    if (m_section == kThieves)
        return tr("What each face of the d6 does when a hero visits the Guild.");
    return {};
}

QString TheosisContentEditor::check() const { return m_pack.value(u"check"_s).toString(); }

QString TheosisContentEditor::about() const { return m_pack.value(u"about"_s).toString(); }

void TheosisContentEditor::setText(const QString &key, const QString &text) { setField(key, text); }

void TheosisContentEditor::setNumber(const QString &key, int number) { setField(key, number); }

void TheosisContentEditor::setFlag(const QString &key, bool on) { setField(key, on); }

void TheosisContentEditor::setModified(bool modified)
{
    if (assignChanged(m_modified, modified))
        Q_EMIT modifiedChanged();
}

void TheosisContentEditor::setField(const QString &key, const QJsonValue &value)
{
    QJsonObject e = entryJson();
    const QList<TheosisEditorField> fields = m_fields->rows<TheosisEditorField>();
    const auto desc = std::find_if(fields.begin(), fields.end(), [&key](const TheosisEditorField &f) { return f.key == key; });
    if (e.isEmpty() || desc == fields.end())
        return;
    const QString kind = desc->kind;
    if (key.endsWith(kGermanSuffix)) {
        const QString english = valueAt(e, englishKeyOf(key)).toString();
        if (english.trimmed().isEmpty() || content_text::translation(m_pack, u"de"_s, english) == value.toString().trimmed())
            return;
        content_text::setTranslation(m_pack, u"de"_s, english, value.toString());
        setModified(true);
        rebuild();
        return;
    }
    const QString englishBefore = kind == u"text"_s ? valueAt(e, key).toString() : QString();
    // A value of another kind than the field's is taken as the engine would read it.
    QJsonValue json;
    if (kind == u"number"_s)
        json = value.toInt();
    else if (kind == u"flag"_s)
        json = value.toBool();
    else if (kind == u"set"_s)
        json = value.toArray();
    else
        json = value.toString();
    // -1 against monsters means "the same pair": the key is left out then.
    if (key.startsWith(u"monster_"_s) && json.toInt() < 0)
        json = QJsonValue(QJsonValue::Undefined);
    e = withValueAt(e, key.split(u'/'), json).toObject();

    if (m_section == kHeroes && key == u"ranged"_s)
        e.insert(u"slots"_s, slotsFor(e.value(u"slots"_s).toArray(), json.toBool()));
    if (m_section == kItems && key == u"kind"_s) {
        const QStringList dropped = json.toString() == u"weapon"_s
            ? QStringList{u"protections"_s, u"resistances"_s, u"defense"_s}
            : QStringList{u"damage"_s, u"two_handed"_s, u"slaying"_s, u"attack"_s};
        for (const QString &k : dropped)
            e.remove(k);
        if (json.toString() == u"weapon"_s) {
            e.insert(u"damage"_s, 1);
        } else {
            e.insert(u"protections"_s, QJsonArray{});
            e.insert(u"resistances"_s, QJsonArray{});
        }
    }
    if (m_section == kItems && key == u"artifact"_s) {
        e.remove(u"attack"_s);
        e.remove(u"defense"_s);
        if (json.toBool())
            e.insert(e.value(u"kind"_s).toString() == u"weapon"_s ? u"attack"_s : u"defense"_s, 1);
        else
            e.remove(u"artifact"_s);
    }
    // Changing the English keeps its German with it.
    if (kind == u"text"_s)
        content_text::retype(m_pack, englishBefore, json.toString(), m_carriedTranslations);
    storeEntry(e);
}

void TheosisContentEditor::toggle(const QString &key, const QString &value)
{
    QStringList list = stringsOf(valueAt(entryJson(), key));
    if (list.contains(value))
        list.removeAll(value);
    else
        list << value;
    setField(key, QJsonArray::fromStringList(list));
}

bool TheosisContentEditor::showEntry(const QString &section, const QString &id)
{
    if (!sectionKeys().contains(section))
        return false;
    const QJsonArray array = m_pack.value(section).toArray();
    for (int i = 0; i < array.size(); ++i)
        if (array.at(i).toObject().value(u"id"_s).toString() == id) {
            if (assignChanged(m_section, section))
                Q_EMIT sectionChanged();
            if (assignChanged(m_entry, i))
                Q_EMIT entryChanged();
            rebuild();
            return true;
        }
    return false;
}

void TheosisContentEditor::addEntry()
{
    if (!canAdd())
        return;
    QJsonArray array = m_pack.value(m_section).toArray();
    QStringList ids;
    for (const QJsonValue &e : array)
        ids << e.toObject().value(u"id"_s).toString();
    int number = static_cast<int>(array.size()) + 1;
    const QString prefix = m_section == kItems ? u"item-"_s : u"t"_s;
    while (ids.contains(prefix + QString::number(number)))
        ++number;
    const QString id = prefix + QString::number(number);
    if (m_section == kItems) {
        const QStringList types = itemTypes();
        array << QJsonObject{{u"id"_s, id},
                             {u"name"_s, tr("New item %1").arg(number)},
                             {u"kind"_s, u"weapon"_s},
                             {u"type"_s, types.isEmpty() ? u"sword"_s : types.first()},
                             {u"damage"_s, 1}};
    } else {
        array << QJsonObject{{u"id"_s, id}, {u"threshold"_s, 2}, {u"protections"_s, QJsonArray{}}, {u"resistances"_s, QJsonArray{}}};
    }
    m_pack.insert(m_section, array);
    m_entry = static_cast<int>(array.size()) - 1;
    setModified(true);
    rebuild();
}

void TheosisContentEditor::removeEntry()
{
    if (!canRemove())
        return;
    QJsonArray array = m_pack.value(m_section).toArray();
    if (m_entry < 0 || m_entry >= array.size())
        return;
    array.removeAt(m_entry);
    m_pack.insert(m_section, array);
    m_entry = std::max(0, m_entry - 1);
    setModified(true);
    rebuild();
}

void TheosisContentEditor::rebuild()
{
    const Status valid = theosis::validateContent(m_pack);
    if (assignChanged(m_problem, valid ? QString() : contentProblemText(m_pack, valid.error().message)))
        Q_EMIT problemChanged();
    const QJsonObject e = entryJson();
    m_sections->setRows(sectionRows());
    m_entries->setRows(entryRows());
    m_fields->setRows(fieldsOf(e));
    if (assignChanged(m_entryName, m_entries->at<TheosisEditorEntry>(m_entry).name))
        Q_EMIT entryNameChanged();
    if (assignChanged(m_entryNote, noteOf(e)))
        Q_EMIT entryNoteChanged();
    if (assignChanged(m_canAdd, m_section == kItems || m_section == kStamina))
        Q_EMIT canAddChanged();
    if (assignChanged(m_canRemove, m_canAdd && m_pack.value(m_section).toArray().size() > 1))
        Q_EMIT canRemoveChanged();
}

} // namespace arbiter
