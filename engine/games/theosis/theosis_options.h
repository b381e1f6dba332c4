#pragma once

#include "core/options.h"
#include "core/session.h"
#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// The rules' own entry point (GameDefinition::apply), for the options query
// to ask about each candidate.
Result<Transition> applyAction(const SessionState &state, const QJsonObject &action);
// The same rules for many trials on one state: it is unpacked once.
TrialFunction trials(const SessionState &state);

// Where play stands, in the options' `step` fields, and whose choice it is
// (empty when nobody's in particular): cheap enough for every screen refresh.
struct TurnStep {
    QJsonObject step;
    QString actor;
};
TurnStep turnStep(const Play &play);

// What may happen now (GameDefinition::options); the step's fields, the
// winner's form and the inputs are in docs/games/theosis.md, "Options".
GameOptions options(const SessionState &state);

} // namespace arbiter::theosis
