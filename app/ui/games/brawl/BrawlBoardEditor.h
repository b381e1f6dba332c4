#pragma once

#include "BrawlBoardScene.h"

#include <QJsonObject>
#include <QVariantList>
#include <QVariantMap>
#include <array>

namespace arbiter {

// Edits the arena of a Super Fantasy Brawl content pack by tapping hexes
// (statues, trap hexes, the two deployment areas and their Gates, the
// radius) and the champions' printed stats. It only edits the pack's JSON:
// the page saves it through SessionLibrary, which validates it with the
// game's own content reader.
class BrawlBoardEditor : public BrawlSceneSource {
    Q_OBJECT
    QML_ELEMENT
    // "statue", "trap", "area0", "area1", "gate0", "gate1"
    Q_PROPERTY(QString tool READ tool WRITE setTool NOTIFY changed)
    Q_PROPERTY(int radius READ radius WRITE setRadius NOTIFY changed)
    Q_PROPERTY(int statueCount READ statueCount NOTIFY changed)
    Q_PROPERTY(int trapHexCount READ trapHexCount NOTIFY changed)
    Q_PROPERTY(QVariantList areas READ areas NOTIFY changed)
    Q_PROPERTY(QVariantList champions READ champions NOTIFY changed)
    Q_PROPERTY(bool modified READ modified NOTIFY changed)

public:
    explicit BrawlBoardEditor(QObject *parent = nullptr);

    [[nodiscard]] const BrawlBoardScene &scene() const override { return m_scene; }
    [[nodiscard]] QString tool() const { return m_tool; }
    void setTool(const QString &tool);
    [[nodiscard]] int radius() const { return m_radius; }
    void setRadius(int radius);
    [[nodiscard]] int statueCount() const { return static_cast<int>(m_statues.size()); }
    [[nodiscard]] int trapHexCount() const { return static_cast<int>(m_traps.size()); }
    [[nodiscard]] QVariantList areas() const;
    [[nodiscard]] QVariantList champions() const;
    [[nodiscard]] bool modified() const { return m_modified; }

    // Starts editing a pack (SessionLibrary.contentPack).
    Q_INVOKABLE void load(const QVariantMap &pack);
    // The edited pack, for SessionLibrary.saveContentPack.
    Q_INVOKABLE QVariantMap pack() const;
    Q_INVOKABLE void tap(int q, int r);
    // `side` "basic" or "levelled"; `field` "hp", "defence" or "movement_bonus".
    Q_INVOKABLE void setStat(int champion, const QString &side, const QString &field, int value);

Q_SIGNALS:
    void changed();

private:
    void rebuild();
    void touch();

    QJsonObject m_pack;
    QString m_tool = QStringLiteral("statue");
    int m_radius = 4;
    bool m_explicitHexes = false; // the pack lists its hexes instead of a radius
    std::vector<Hex> m_hexes;
    std::vector<Hex> m_statues;
    std::vector<Hex> m_traps;
    std::array<QString, 2> m_areaIds;
    std::array<std::vector<Hex>, 2> m_areaHexes;
    std::array<std::optional<Hex>, 2> m_gates;
    bool m_modified = false;
    BrawlBoardScene m_scene;
};

} // namespace arbiter
