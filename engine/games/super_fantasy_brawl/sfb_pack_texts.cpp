#include "games/super_fantasy_brawl/sfb_pack_texts.h"

#include "games/super_fantasy_brawl/sfb_content.h"

namespace arbiter {

namespace {

PackText applied(const QString &path, const QString &name) { return PackText::at(path, name, PackText::Handling::Applied); }

bool everyKeywordApplied(const SfbCard &card)
{
    for (int k = 0; k < kSfbKeywordCount; ++k) {
        const auto keyword = static_cast<SfbKeyword>(k);
        if ((card.pre[keyword] > 0 || card.hit[keyword] > 0 || card.post[keyword] > 0) && !sfbKeywordApplied(keyword))
            return false;
    }
    return true;
}

PackText cardText(const SfbCard &card, const SfbChampionSpec &champion)
{
    PackText text = applied(QStringLiteral("champions/%1/cards/%2").arg(champion.id, card.id), card.name);
    text.text = card.byHand;
    if (everyKeywordApplied(card) && card.byHand.isEmpty())
        return text;
    // A Place keyword or words beyond the keywords: the players do that part.
    text.handling = card.byHand.isEmpty() ? PackText::Handling::Silent : PackText::Handling::ByHand;
    if (card.pre[SfbKeyword::Place] > 0 || card.post[SfbKeyword::Place] > 0)
        text.corrections << QStringLiteral("place");
    text.corrections << QStringLiteral("damage");
    text.reason = QStringLiteral("the card's own words say what happens; only its keywords are data");
    return text;
}

} // namespace

QList<PackText> sfbPackTexts(const QJsonObject &pack)
{
    Result<SfbContent> read = sfbContentFrom(pack);
    if (!read)
        return {};
    const SfbContent &content = read.value();
    QList<PackText> texts;
    texts << applied(QStringLiteral("board/statues"), QStringLiteral("Statues"))
          << applied(QStringLiteral("board/trap_hexes"), QStringLiteral("Traps"))
          << applied(QStringLiteral("challenge_track/slots"), QStringLiteral("Challenge Track"));
    for (qsizetype i = 0; i < content.track.cards.size(); ++i) {
        PackText challenge;
        challenge.path = QStringLiteral("challenge_track/cards/%1").arg(i);
        challenge.name = content.track.cards.at(i);
        challenge.text = content.track.byHand;
        challenge.handling = PackText::Handling::ByHand;
        challenge.corrections = {QStringLiteral("vp")};
        challenge.reason = QStringLiteral("the players judge the condition on the real board; a claim scores the slot's VP");
        texts << challenge;
    }
    if (content.track.cards.isEmpty()) {
        PackText challenges;
        challenges.path = QStringLiteral("challenge_track");
        challenges.name = QStringLiteral("Challenge cards");
        challenges.text = content.track.byHand;
        challenges.handling = PackText::Handling::ByHand;
        challenges.corrections = {QStringLiteral("vp")};
        texts << challenges;
    }
    for (const SfbChampionSpec &champion : content.champions) {
        texts << applied(QStringLiteral("champions/%1").arg(champion.id), champion.name);
        for (const int index : champion.cards)
            texts << cardText(content.cards[static_cast<std::size_t>(index)], champion);
    }
    return texts;
}

} // namespace arbiter
