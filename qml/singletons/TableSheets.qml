pragma Singleton
import QtQuick

// The sheets that open over a game's table are asked for from deep inside
// its views (a hero tile, a meter, a row of the side panel); the session
// page that holds the sheets answers. A signal here spares every layer in
// between from passing the request along.
QtObject {
    // counterLabel: the counter as the table names it ("Damage", "Health").
    signal counterPadRequested(string entityId, string entityName, string counter, string counterLabel)

    function openCounterPad(entityId: string, entityName: string, counter: string, counterLabel: string) {
        counterPadRequested(entityId, entityName, counter, counterLabel);
    }
}
