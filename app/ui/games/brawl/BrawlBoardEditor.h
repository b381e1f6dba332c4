#pragma once

#include "BrawlBoardEditorRows.h"
#include "BrawlBoardScene.h"
#include "typed/GadgetListModel.h"

#include <QJsonObject>
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
    Q_PROPERTY(QString tool READ tool WRITE setTool NOTIFY toolChanged)
    Q_PROPERTY(int radius READ radius WRITE setRadius NOTIFY radiusChanged)
    Q_PROPERTY(int statueCount READ statueCount NOTIFY statueCountChanged)
    Q_PROPERTY(int trapHexCount READ trapHexCount NOTIFY trapHexCountChanged)
    // Always the two deployment areas, read by position (areas[0], areas[1]) in
    // bindings, so a typed pair with its own signal rather than a list model.
    Q_PROPERTY(QList<arbiter::BrawlEditedArea> areas READ areas NOTIFY areasChanged)
    // Rows of BrawlEditedChampionStats.
    Q_PROPERTY(arbiter::GadgetListModel *champions READ champions CONSTANT)
    Q_PROPERTY(bool modified READ modified NOTIFY modifiedChanged)

public:
    explicit BrawlBoardEditor(QObject *parent = nullptr);

    [[nodiscard]] const BrawlBoardScene &scene() const override { return m_scene; }
    [[nodiscard]] QString tool() const { return m_tool; }
    void setTool(const QString &tool);
    [[nodiscard]] int radius() const { return m_radius; }
    void setRadius(int radius);
    [[nodiscard]] int statueCount() const { return static_cast<int>(m_statues.size()); }
    [[nodiscard]] int trapHexCount() const { return static_cast<int>(m_traps.size()); }
    [[nodiscard]] QList<BrawlEditedArea> areas() const;
    [[nodiscard]] GadgetListModel *champions() const { return m_champions; }
    [[nodiscard]] bool modified() const { return m_modified; }

    // Starts editing a pack (SessionLibrary.contentPack): the pack is JSON,
    // the file's own shape, so it travels as a JSON object.
    Q_INVOKABLE void load(const QJsonObject &pack);
    // The edited pack, for SessionLibrary.saveContentPack.
    Q_INVOKABLE QJsonObject pack() const;
    Q_INVOKABLE void tap(int q, int r);
    // `side` "basic" or "levelled"; `field` "hp", "defence" or "movement_bonus".
    Q_INVOKABLE void setStat(int champion, const QString &side, const QString &field, int value);

Q_SIGNALS:
    void toolChanged();
    void radiusChanged();
    void statueCountChanged();
    void trapHexCountChanged();
    void areasChanged();
    void modifiedChanged();

private:
    [[nodiscard]] QList<BrawlEditedChampionStats> championRows() const;
    // Hands the champions' list its rows and announces each value that moved.
    void announce();
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
    GadgetListModel *m_champions;
    // What was last announced, so each signal fires only when its value moved.
    struct Announced {
        QString tool;
        int radius = 0;
        int statueCount = -1;
        int trapHexCount = -1;
        QList<BrawlEditedArea> areas;
        bool modified = false;
    } m_announced;
};

} // namespace arbiter
