#include "core/place.h"

#include <QtMath>

namespace arbiter {

QString compassWord(Hex from, Hex to)
{
    if (from == to)
        return {};
    const Hex d = to - from;
    // Pointy-top layout, y grows upwards here so that north is up.
    const double x = std::sqrt(3.0) * (d.q + d.r / 2.0);
    const double y = -1.5 * d.r;
    const double degrees = qRadiansToDegrees(std::atan2(y, x));
    const int sector = ((qRound(degrees / 45.0) % 8) + 8) % 8;
    static const char *const words[8] = {
        QT_TRANSLATE_NOOP("EngineTerm", "east"),  QT_TRANSLATE_NOOP("EngineTerm", "north-east"),
        QT_TRANSLATE_NOOP("EngineTerm", "north"), QT_TRANSLATE_NOOP("EngineTerm", "north-west"),
        QT_TRANSLATE_NOOP("EngineTerm", "west"),  QT_TRANSLATE_NOOP("EngineTerm", "south-west"),
        QT_TRANSLATE_NOOP("EngineTerm", "south"), QT_TRANSLATE_NOOP("EngineTerm", "south-east")};
    return QString::fromLatin1(words[sector]);
}

Phrase placeOf(Hex h, const std::vector<Landmark> &landmarks)
{
    const Landmark *nearest = nullptr;
    for (const Landmark &mark : landmarks)
        if (!nearest || distance(mark.at, h) < distance(nearest->at, h))
            nearest = &mark;
    if (!nearest) {
        const Hex centre{0, 0};
        if (h == centre)
            return phrase(QT_TRANSLATE_NOOP("Engine", "the centre hex of the board"));
        const int steps = distance(centre, h);
        if (steps == 1)
            return phrase(QT_TRANSLATE_NOOP("Engine", "the hex %1 of the centre hex"), compassWord(centre, h));
        return phrase(QT_TRANSLATE_NOOP("Engine", "the hex %1 hexes %2 of the centre hex"), steps, compassWord(centre, h));
    }
    const int steps = distance(nearest->at, h);
    if (steps == 0)
        return nearest->feature ? phrase("%1", nearest->name) : phrase(QT_TRANSLATE_NOOP("Engine", "the hex of %1"), nearest->name);
    if (steps == 1)
        return phrase(QT_TRANSLATE_NOOP("Engine", "the hex %1 of %2"), compassWord(nearest->at, h), nearest->name);
    return phrase(QT_TRANSLATE_NOOP("Engine", "the hex %1 hexes %2 of %3"), steps, compassWord(nearest->at, h), nearest->name);
}

} // namespace arbiter
