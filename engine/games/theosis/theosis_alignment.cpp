#include "games/theosis/theosis_alignment.h"

namespace arbiter::theosis {

namespace {

int trackOf(const Content &content, const QString &alignment, int &sign)
{
    for (std::size_t i = 0; i < content.tracks.size(); ++i) {
        if (content.tracks[i].first == alignment) {
            sign = 1;
            return static_cast<int>(i);
        }
        if (content.tracks[i].second == alignment) {
            sign = -1;
            return static_cast<int>(i);
        }
    }
    return -1;
}

} // namespace

void moveTrack(Play &play, const QString &alignment)
{
    int sign = 0;
    const int track = trackOf(play.content, alignment, sign);
    if (track < 0)
        return;
    const int before = play.table.tracks.at(track);
    const int after = std::clamp(before + sign, -play.content.trackLimit, play.content.trackLimit);
    play.table.tracks[track] = after;
    const auto &axis = play.content.tracks[static_cast<std::size_t>(track)];
    play.note(QStringLiteral("alignment.moved"),
              {{QStringLiteral("track"), axis.first + QLatin1Char('-') + axis.second}, {QStringLiteral("from"), before},
               {QStringLiteral("to"), after}},
              after == before ? phrase(QT_TRANSLATE_NOOP("Engine", "The %1 marker is already at the end of its track."), alignment)
                              : phrase(QT_TRANSLATE_NOOP("Engine", "The %1-%2 marker moves towards %3: now %4."), axis.first,
                                       axis.second, alignment, after));
}

int stepsTowards(const Table &table, const Content &content, const QString &alignment)
{
    int sign = 0;
    const int track = trackOf(content, alignment, sign);
    if (track < 0)
        return 0;
    return std::max(0, table.tracks.at(track) * sign);
}

void payAlignmentBonus(Play &play)
{
    for (const HeroState &hero : play.table.heroes) {
        const QString alignment = play.sheet(hero).alignment;
        const int steps = stepsTowards(play.table, play.content, alignment);
        if (steps == 0 || !play.alive(hero.id))
            continue;
        const int bonus = steps * play.content.trackBonus;
        play.setGold(hero.id, play.gold(hero.id) + bonus);
        play.note(QStringLiteral("alignment.bonus"), {{QStringLiteral("hero"), hero.id}, {QStringLiteral("gold"), bonus}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 favours %2, where the marker stands %3 steps over: %4 gold on the mat."),
                         play.name(hero.id), alignment, steps, bonus));
    }
}

} // namespace arbiter::theosis
