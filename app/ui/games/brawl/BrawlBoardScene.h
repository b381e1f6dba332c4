#pragma once

#include "core/hex.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <optional>
#include <vector>

namespace arbiter {

// What the arena board shows, in board terms only (no pixels): the table
// view and the board editor each fill one and BrawlBoardItem paints it.
struct BrawlSceneHex {
    enum class Mark { None, Legal, Refused, Pick, Area };
    Hex at;
    bool statue = false;
    bool trapHex = false; // a hex where traps may lie
    bool trap = false; // a face-down trap lies here
    int area = -1; // index of the deployment area it belongs to
    Mark mark = Mark::None;
};

struct BrawlSceneChampion {
    enum class Target { None, Legal, Refused, Chosen };
    QString id;
    QString label; // short, drawn inside the disc
    int side = 0;
    int damage = 0;
    int hitpoints = 1;
    bool levelled = false;
    bool rooted = false;
    bool selected = false;
    bool onBoard = false; // false: drawn beside its side's Gate
    Hex at;
    Target target = Target::None;
};

struct BrawlSceneGate {
    Hex at; // off the board
    int side = 0;
};

struct BrawlBoardScene {
    std::vector<BrawlSceneHex> hexes;
    std::vector<BrawlSceneChampion> champions;
    std::vector<BrawlSceneGate> gates;
    std::vector<Hex> outside; // off-board hexes drawn faintly so a Gate can be put there (editor)
    std::optional<Hex> tapped; // the hex whose refusal is explained
    std::optional<Hex> revealed; // the trap the last action turned over
    std::vector<Hex> landings; // where the chosen targets' Push or Pull will leave them
};

// Anything that hands a scene to BrawlBoardItem.
class BrawlSceneSource : public QObject {
    Q_OBJECT
    QML_ANONYMOUS

public:
    using QObject::QObject;
    [[nodiscard]] virtual const BrawlBoardScene &scene() const = 0;

Q_SIGNALS:
    void sceneChanged();
};

} // namespace arbiter
