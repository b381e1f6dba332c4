#include "BrawlCardEditor.h"

#include "typed/ChangeNotify.h"

#include "content/ContentText.h"

#include "core/json_fields.h"
#include "games/super_fantasy_brawl/sfb_content.h"
#include "games/super_fantasy_brawl/sfb_pack_texts.h"
#include "text/ContentPathWords.h"
#include "text/PhraseText.h"

#include <QJsonArray>
#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

constexpr int kAreaBoardRadius = 3;

SfbCardType typeOf(const QJsonObject &card)
{
    const QString type = card.value(u"type"_s).toString();
    return type == u"attack"_s ? SfbCardType::Attack : type == u"reaction"_s ? SfbCardType::Reaction : SfbCardType::Skill;
}

QString groupKey(SfbKeywordGroup group)
{
    switch (group) {
    case SfbKeywordGroup::Pre:
        return u"pre"_s;
    case SfbKeywordGroup::Hit:
        return u"hit"_s;
    case SfbKeywordGroup::Post:
        return u"post"_s;
    }
    return {};
}

constexpr SfbKeywordGroup kGroups[] = {SfbKeywordGroup::Pre, SfbKeywordGroup::Hit, SfbKeywordGroup::Post};

// Drops the keywords the card's type does not allow, and empty groups.
void keepAllowedKeywords(QJsonObject &card)
{
    const SfbCardType type = typeOf(card);
    for (const SfbKeywordGroup group : kGroups) {
        const QString key = groupKey(group);
        const std::vector<SfbKeyword> allowed = sfbAllowedKeywords(type, group);
        QJsonObject kept;
        const QJsonObject current = card.value(key).toObject();
        for (auto it = current.begin(); it != current.end(); ++it) {
            const std::optional<SfbKeyword> keyword = sfbKeywordFromName(it.key());
            if (keyword && std::find(allowed.begin(), allowed.end(), *keyword) != allowed.end() && it.value().toInt() > 0)
                kept.insert(it.key(), it.value());
        }
        if (kept.isEmpty())
            card.remove(key);
        else
            card.insert(key, kept);
    }
}

// Makes the targeting fields match the targeting: shots need a range, an
// AoE its hexes, and nothing else keeps what it cannot use.
void fitTargeting(QJsonObject &card)
{
    const QString targeting = card.value(u"targeting"_s).toString(u"none"_s);
    const bool shot = targeting == u"indirect"_s || targeting == u"direct"_s;
    if (shot && !card.contains(u"range"_s))
        card.insert(u"range"_s, QJsonArray{1, 3});
    if (!shot)
        card.remove(u"range"_s);
    if (targeting == u"aoe"_s && !card.contains(u"area"_s))
        card.insert(u"area"_s, QJsonArray{QJsonValue(QJsonArray{1, 0})});
    if (targeting != u"aoe"_s)
        card.remove(u"area"_s);
    if (targeting == u"aoe"_s || targeting == u"none"_s)
        card.remove(u"max_targets"_s);
    if (targeting == u"none"_s)
        card.remove(u"target_side"_s);
}

std::vector<Hex> areaOf(const QJsonObject &card)
{
    std::vector<Hex> hexes;
    for (const QJsonValue &item : card.value(u"area"_s).toArray())
        if (auto h = json::hexFrom(item, {}))
            hexes.push_back(h.value());
    return hexes;
}

// A name as the editor lists it: the pack's own words for the current
// language first (a name typed in here is not yet known app-wide).
QString shownText(const QJsonObject &pack, const QString &english)
{
    const QString own = content_text::translation(pack, content_text::currentLanguage(), english);
    return own.isEmpty() ? content_text::localized(english) : own;
}

} // namespace

BrawlCardEditor::BrawlCardEditor(QObject *parent)
    : BrawlSceneSource(parent), m_champions(GadgetListModel::of<BrawlEditedChampion>(this)),
      m_cards(GadgetListModel::of<BrawlEditedCardEntry>(this)), m_keywordGroups(GadgetListModel::of<BrawlKeywordGroupRow>(this))
{
}

void BrawlCardEditor::load(const QJsonObject &pack)
{
    m_pack = pack;
    const int champions = static_cast<int>(m_pack.value(u"champions"_s).toArray().size());
    m_champion = std::clamp(m_champion, 0, std::max(0, champions - 1));
    m_card = std::clamp(m_card, 0, std::max(0, static_cast<int>(championJson().value(u"cards"_s).toArray().size()) - 1));
    m_modified = false;
    rebuild();
}

QJsonObject BrawlCardEditor::championJson() const
{
    return m_pack.value(u"champions"_s).toArray().at(m_champion).toObject();
}

QJsonObject BrawlCardEditor::cardJson() const { return championJson().value(u"cards"_s).toArray().at(m_card).toObject(); }

void BrawlCardEditor::storeCard(const QJsonObject &card)
{
    QJsonArray champions = m_pack.value(u"champions"_s).toArray();
    if (m_champion < 0 || m_champion >= champions.size())
        return;
    QJsonObject champion = champions.at(m_champion).toObject();
    QJsonArray cards = champion.value(u"cards"_s).toArray();
    if (m_card < 0 || m_card >= cards.size())
        return;
    cards[m_card] = card;
    champion.insert(u"cards"_s, cards);
    champions[m_champion] = champion;
    m_pack.insert(u"champions"_s, champions);
    edited();
}

QStringList BrawlCardEditor::challengeNames() const
{
    QStringList names;
    for (const QJsonValue &name : m_pack.value(u"challenge_track"_s).toObject().value(u"cards"_s).toArray())
        names << name.toString();
    return names;
}

QString BrawlCardEditor::challengeCheck() const
{
    return m_pack.value(u"challenge_track"_s).toObject().value(u"check"_s).toString();
}

void BrawlCardEditor::storeChallenges(const QJsonArray &names)
{
    QJsonObject track = m_pack.value(u"challenge_track"_s).toObject();
    if (names.isEmpty())
        track.remove(u"cards"_s); // no list: the table types the names drawn
    else
        track.insert(u"cards"_s, names);
    m_pack.insert(u"challenge_track"_s, track);
    edited();
}

void BrawlCardEditor::addChallenge(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return;
    QJsonArray names = m_pack.value(u"challenge_track"_s).toObject().value(u"cards"_s).toArray();
    names.append(trimmed);
    storeChallenges(names);
}

void BrawlCardEditor::removeChallenge(int index)
{
    QJsonArray names = m_pack.value(u"challenge_track"_s).toObject().value(u"cards"_s).toArray();
    if (index < 0 || index >= names.size())
        return;
    names.removeAt(index);
    storeChallenges(names);
}

void BrawlCardEditor::edited()
{
    m_modified = true;
    rebuild();
}

void BrawlCardEditor::setChampion(int champion)
{
    if (champion == m_champion || champion < 0 || champion >= m_pack.value(u"champions"_s).toArray().size())
        return;
    m_champion = champion;
    m_card = 0;
    rebuild();
}

void BrawlCardEditor::setCard(int card)
{
    if (card == m_card || card < 0 || card >= championJson().value(u"cards"_s).toArray().size())
        return;
    m_card = card;
    rebuild();
}

QList<BrawlEditedChampion> BrawlCardEditor::championRows() const
{
    QList<BrawlEditedChampion> list;
    const QJsonArray champions = m_pack.value(u"champions"_s).toArray();
    for (int i = 0; i < champions.size(); ++i) {
        const QJsonObject c = champions.at(i).toObject();
        list << BrawlEditedChampion{.index = i,
                                    .id = c.value(u"id"_s).toString(),
                                    .name = shownText(m_pack, c.value(u"name"_s).toString()),
                                    .cards = static_cast<int>(c.value(u"cards"_s).toArray().size()),
                                    .check = c.value(u"check"_s).toString()};
    }
    return list;
}

QList<BrawlEditedCardEntry> BrawlCardEditor::cardRows() const
{
    QList<BrawlEditedCardEntry> list;
    const QJsonArray cards = championJson().value(u"cards"_s).toArray();
    for (int i = 0; i < cards.size(); ++i) {
        const QJsonObject c = cards.at(i).toObject();
        list << BrawlEditedCardEntry{.index = i,
                                     .id = c.value(u"id"_s).toString(),
                                     .name = shownText(m_pack, c.value(u"name"_s).toString()),
                                     .type = c.value(u"type"_s).toString(),
                                     .core = c.value(u"core"_s).toString()};
    }
    return list;
}

BrawlCardFields BrawlCardEditor::fieldsNow() const
{
    const QJsonObject c = cardJson();
    if (c.isEmpty())
        return {};
    const QJsonArray range = c.value(u"range"_s).toArray();
    return {.shown = true,
            .id = c.value(u"id"_s).toString(),
            .name = c.value(u"name"_s).toString(),
            .name_de = content_text::translation(m_pack, u"de"_s, c.value(u"name"_s).toString()),
            .core = c.value(u"core"_s).toString(),
            .type = c.value(u"type"_s).toString(),
            .copies = c.value(u"copies"_s).toInt(1),
            .movement = c.value(u"movement"_s).toInt(0),
            .movement_mode = c.value(u"movement_mode"_s).toString(u"walk"_s),
            .targeting = c.value(u"targeting"_s).toString(u"none"_s),
            .range_min = range.size() == 2 ? range.at(0).toInt() : 1,
            .range_max = range.size() == 2 ? range.at(1).toInt() : 1,
            .max_targets = c.value(u"max_targets"_s).toInt(1),
            .target_side = c.value(u"target_side"_s).toString(u"enemy"_s),
            .strength = c.value(u"strength"_s).toInt(0),
            .damage = c.value(u"damage"_s).toInt(0),
            .defence = c.value(u"defence"_s).toInt(0),
            .area_size = static_cast<int>(areaOf(c).size()),
            .by_hand = c.value(u"by_hand"_s).toString(),
            .handling = handlingOf(c)};
}

QString BrawlCardEditor::handlingOf(const QJsonObject &card) const
{
    const QString path = u"champions/%1/cards/%2"_s.arg(championJson().value(u"id"_s).toString(), card.value(u"id"_s).toString());
    for (const PackText &text : sfbPackTexts(m_pack)) {
        if (text.path != path)
            continue;
        switch (text.handling) {
        case PackText::Handling::Applied:
            return u"applied"_s;
        case PackText::Handling::ByHand:
            return u"by_hand"_s;
        case PackText::Handling::Silent:
            return u"silent"_s;
        }
    }
    return {}; // a broken pack: the problem line says why
}

QList<BrawlKeywordGroupRow> BrawlCardEditor::keywordGroupRows() const
{
    QList<BrawlKeywordGroupRow> list;
    const QJsonObject c = cardJson();
    if (c.isEmpty())
        return list;
    for (const SfbKeywordGroup group : kGroups) {
        const QString key = groupKey(group);
        const QJsonObject values = c.value(key).toObject();
        QList<BrawlKeywordValue> keywords;
        for (const SfbKeyword keyword : sfbAllowedKeywords(typeOf(c), group)) {
            const QString name = sfbKeywordName(keyword);
            keywords << BrawlKeywordValue{.key = name,
                                          .title = content_text::localized(name.left(1).toUpper() + name.mid(1)),
                                          .value = values.value(name).toInt(0),
                                          .flag = sfbKeywordIsFlag(keyword)};
        }
        if (!keywords.isEmpty())
            list << BrawlKeywordGroupRow{.group = key, .keywords = keywords};
    }
    return list;
}

void BrawlCardEditor::setText(const QString &key, const QString &value)
{
    static const QStringList texts{u"id"_s, u"name"_s, u"name_de"_s, u"core"_s, u"movement_mode"_s, u"target_side"_s, u"type"_s, u"targeting"_s, u"by_hand"_s};
    if (texts.contains(key))
        store(key, value);
}

void BrawlCardEditor::setNumber(const QString &key, int value)
{
    static const QStringList numbers{u"copies"_s, u"movement"_s, u"max_targets"_s, u"strength"_s, u"damage"_s, u"defence"_s,
                                     u"range_min"_s, u"range_max"_s};
    if (numbers.contains(key))
        store(key, value);
}

void BrawlCardEditor::store(const QString &key, const QJsonValue &value)
{
    QJsonObject card = cardJson();
    if (card.isEmpty())
        return;
    static const QStringList texts{u"id"_s, u"name"_s, u"core"_s, u"movement_mode"_s, u"target_side"_s};
    if (key == u"name_de"_s) {
        // The German lives in the pack's translations block, keyed by the English name.
        const QString english = card.value(u"name"_s).toString();
        if (english.trimmed().isEmpty() || content_text::translation(m_pack, u"de"_s, english) == value.toString().trimmed())
            return;
        content_text::setTranslation(m_pack, u"de"_s, english, value.toString());
        edited();
        return;
    }
    if (key == u"by_hand"_s) {
        // Empty takes the words off: the keywords are then the whole card.
        if (value.toString().trimmed().isEmpty())
            card.remove(key);
        else
            card.insert(key, value.toString());
        storeCard(card);
        return;
    }
    if (key == u"name"_s) // changing the English keeps its German with it
        content_text::retype(m_pack, card.value(u"name"_s).toString(), value.toString(), m_carriedTranslations);
    static const QStringList numbers{u"copies"_s, u"movement"_s, u"max_targets"_s, u"strength"_s, u"damage"_s, u"defence"_s};
    if (texts.contains(key)) {
        card.insert(key, value.toString());
    } else if (numbers.contains(key)) {
        card.insert(key, value.toInt());
    } else if (key == u"range_min"_s || key == u"range_max"_s) {
        QJsonArray range = card.value(u"range"_s).toArray();
        if (range.size() != 2)
            range = QJsonArray{1, 1};
        range[key == u"range_min"_s ? 0 : 1] = value.toInt();
        card.insert(u"range"_s, range);
    } else if (key == u"type"_s) {
        card.insert(key, value.toString());
        const SfbCardType type = typeOf(card);
        // A Reaction answers the attacker and declares no targets; an attack always declares some.
        if (type == SfbCardType::Reaction)
            card.insert(u"targeting"_s, u"none"_s);
        else if (type == SfbCardType::Attack && card.value(u"targeting"_s).toString(u"none"_s) == u"none"_s)
            card.insert(u"targeting"_s, u"melee"_s);
        fitTargeting(card);
        keepAllowedKeywords(card);
    } else if (key == u"targeting"_s) {
        card.insert(key, value.toString());
        fitTargeting(card);
    } else {
        return;
    }
    if (card == cardJson())
        return;
    storeCard(card);
}

void BrawlCardEditor::setKeyword(const QString &group, const QString &keyword, int value)
{
    QJsonObject card = cardJson();
    if (card.isEmpty() || !sfbKeywordFromName(keyword))
        return;
    QJsonObject values = card.value(group).toObject();
    if (value > 0)
        values.insert(keyword, value);
    else
        values.remove(keyword);
    if (values.isEmpty())
        card.remove(group);
    else
        card.insert(group, values);
    if (card == cardJson())
        return;
    storeCard(card);
}

bool BrawlCardEditor::showCard(const QString &cardId)
{
    const QJsonArray champions = m_pack.value(u"champions"_s).toArray();
    for (int c = 0; c < champions.size(); ++c) {
        const QJsonArray cards = champions.at(c).toObject().value(u"cards"_s).toArray();
        for (int i = 0; i < cards.size(); ++i)
            if (cards.at(i).toObject().value(u"id"_s).toString() == cardId) {
                m_champion = c;
                m_card = i;
                rebuild();
                return true;
            }
    }
    return false;
}

void BrawlCardEditor::addCard()
{
    QJsonArray champions = m_pack.value(u"champions"_s).toArray();
    if (m_champion < 0 || m_champion >= champions.size())
        return;
    QJsonObject champion = champions.at(m_champion).toObject();
    QJsonArray cards = champion.value(u"cards"_s).toArray();
    QStringList ids;
    for (const QJsonValue &c : champions)
        for (const QJsonValue &card : c.toObject().value(u"cards"_s).toArray())
            ids << card.toObject().value(u"id"_s).toString();
    int number = static_cast<int>(cards.size()) + 1;
    const QString prefix = champion.value(u"id"_s).toString() + u"-card-"_s;
    while (ids.contains(prefix + QString::number(number)))
        ++number;
    // The id is the app's own, given here and never shown: logs keep naming the card by it.
    cards << QJsonObject{{u"id"_s, prefix + QString::number(number)},
                         {u"name"_s, tr("New card %1").arg(number)},
                         {u"core"_s, u"creation"_s},
                         {u"type"_s, u"skill"_s},
                         {u"copies"_s, 1},
                         {u"movement"_s, 2}};
    champion.insert(u"cards"_s, cards);
    champions[m_champion] = champion;
    m_pack.insert(u"champions"_s, champions);
    m_card = static_cast<int>(cards.size()) - 1;
    edited();
}

void BrawlCardEditor::removeCard()
{
    QJsonArray champions = m_pack.value(u"champions"_s).toArray();
    if (m_champion < 0 || m_champion >= champions.size())
        return;
    QJsonObject champion = champions.at(m_champion).toObject();
    QJsonArray cards = champion.value(u"cards"_s).toArray();
    if (m_card < 0 || m_card >= cards.size())
        return;
    cards.removeAt(m_card);
    champion.insert(u"cards"_s, cards);
    champions[m_champion] = champion;
    m_pack.insert(u"champions"_s, champions);
    m_card = std::max(0, m_card - 1);
    edited();
}

void BrawlCardEditor::tap(int q, int r)
{
    QJsonObject card = cardJson();
    const Hex h{q, r};
    if (card.value(u"targeting"_s).toString() != u"aoe"_s || h == Hex{} || distance(h, Hex{}) > kAreaBoardRadius)
        return;
    std::vector<Hex> area = areaOf(card);
    if (const auto it = std::find(area.begin(), area.end(), h); it != area.end())
        area.erase(it);
    else
        area.push_back(h);
    card.insert(u"area"_s, json::toJson(area));
    storeCard(card);
}

void BrawlCardEditor::rebuild()
{
    const Status valid = sfbValidateContent(m_pack);
    m_problem = valid ? QString() : contentProblemText(m_pack, valid.error().message);

    m_scene = {};
    const QJsonObject card = cardJson();
    const std::vector<Hex> area = areaOf(card);
    for (int q = -kAreaBoardRadius; q <= kAreaBoardRadius; ++q)
        for (int r = std::max(-kAreaBoardRadius, -q - kAreaBoardRadius); r <= std::min(kAreaBoardRadius, -q + kAreaBoardRadius); ++r) {
            BrawlSceneHex cell;
            cell.at = {q, r};
            if (std::find(area.begin(), area.end(), cell.at) != area.end())
                cell.mark = BrawlSceneHex::Mark::Area;
            m_scene.hexes.push_back(cell);
        }
    std::sort(m_scene.hexes.begin(), m_scene.hexes.end(), [](const BrawlSceneHex &a, const BrawlSceneHex &b) { return a.at < b.at; });
    BrawlSceneChampion attacker;
    attacker.id = championJson().value(u"id"_s).toString();
    attacker.label = championJson().value(u"name"_s).toString().left(2);
    attacker.onBoard = true;
    attacker.at = Hex{};
    attacker.hitpoints = 0; // a marker, not a champion in play: no hitpoints drawn
    m_scene.champions.push_back(attacker);
    m_champions->setRows(championRows());
    m_cards->setRows(cardRows());
    m_keywordGroups->setRows(keywordGroupRows());
    if (assignChanged(m_announcedChampion, m_champion))
        Q_EMIT championChanged();
    if (assignChanged(m_announcedCard, m_card))
        Q_EMIT cardChanged();
    if (assignChanged(m_fields, fieldsNow()))
        Q_EMIT fieldsChanged();
    if (assignChanged(m_check, championJson().value(u"check"_s).toString()))
        Q_EMIT checkChanged();
    if (assignChanged(m_announcedProblem, m_problem))
        Q_EMIT problemChanged();
    if (assignChanged(m_announcedModified, m_modified))
        Q_EMIT modifiedChanged();
    const bool checkMoved = assignChanged(m_announcedChallengeCheck, challengeCheck());
    if (assignChanged(m_announcedChallengeNames, challengeNames()) || checkMoved)
        Q_EMIT challengeNamesChanged();
    Q_EMIT sceneChanged();
}

} // namespace arbiter
