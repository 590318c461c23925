// JSON and CSV forms of a tournament report. The engine has no JSON library, and these documents are
// flat, so a small writer with correct string escaping and exact numbers is all that is needed.
#include <charconv>
#include <cstdio>

#include "dicechess/play/tournament_export.h"

namespace dicechess {
namespace {

std::string number(double value) {
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return std::string(buffer, end);
}

// An Elo or its margin: null (JSON) or empty (CSV) when the games are too few for a rating.
std::string eloNumber(bool hasElo, double value, const char* none) {
    return hasElo ? number(value) : std::string(none);
}

std::string quoted(std::string_view text) {
    std::string out = "\"";
    for (char c : text) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\t': out += "\\t"; break;
            case '\r': out += "\\r"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char escape[8];
                    std::snprintf(escape, sizeof escape, "\\u%04x", static_cast<unsigned>(c));
                    out += escape;
                } else {
                    out += c;
                }
        }
    }
    return out + "\"";
}

// Members written as "key": value with two-space indentation; values are already JSON text.
class JsonObject {
public:
    JsonObject& add(std::string_view key, std::string value) {
        m_members.emplace_back(std::string(key), std::move(value));
        return *this;
    }
    JsonObject& add(std::string_view key, double value) { return add(key, number(value)); }
    JsonObject& addText(std::string_view key, std::string_view value) { return add(key, quoted(value)); }

    std::string text(int indent = 0) const {
        const std::string pad(static_cast<std::size_t>(indent + 2), ' ');
        std::string out = "{";
        for (std::size_t i = 0; i < m_members.size(); ++i)
            out += (i ? ",\n" : "\n") + pad + quoted(m_members[i].first) + ": " + m_members[i].second;
        return out + "\n" + std::string(static_cast<std::size_t>(indent), ' ') + "}";
    }

private:
    std::vector<std::pair<std::string, std::string>> m_members;
};

std::string array(const std::vector<std::string>& items, int indent) {
    if (items.empty()) return "[]";
    const std::string pad(static_cast<std::size_t>(indent + 2), ' ');
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ",\n" : "\n") + pad + items[i];
    return out + "\n" + std::string(static_cast<std::size_t>(indent), ' ') + "]";
}

std::string timesJson(const DecisionTimes& t, int indent) {
    return JsonObject()
        .add("decisions", t.decisions)
        .add("mean_ms", t.mean)
        .add("p50_ms", t.p50)
        .add("p95_ms", t.p95)
        .add("max_ms", t.max)
        .text(indent);
}

std::string colourJson(const ColourResults& c, int indent) {
    return JsonObject().add("wins", c.wins).add("losses", c.losses).add("draws", c.draws).text(indent);
}

std::string pairingJson(const TournamentSetup& setup, const PairingReport& p, int indent) {
    const MatchReport& r = p.report;
    const int inner = indent + 2;
    JsonObject j;
    j.addText("bot", p.first).addText("baseline", p.second);
    j.add("seed", std::to_string(setup.seed)).add("games_per_colour", setup.pairsPerPairing);
    j.add("games_played", r.gamesPlayed);
    j.addText("time_control", setup.timeControl ? setup.timeControl->text() : "-")
        .add("max_turns", setup.maxTurns);
    j.add("as_white", colourJson(r.asWhite, inner)).add("as_black", colourJson(r.asBlack, inner));
    j.add("score", r.score.score).add("score_ci95", r.score.scoreMargin);
    j.add("elo", eloNumber(r.score.hasElo, r.score.elo, "null"))
        .add("elo_ci95", eloNumber(r.score.hasElo, r.score.eloMargin, "null"))
        .add("los", p.los)
        .add("mean_turns", r.meanTurns);
    j.add("bot_time", timesJson(r.botTimes, inner)).add("baseline_time", timesJson(r.baselineTimes, inner));
    j.add("bot_work", std::to_string(r.botWork)).add("baseline_work", std::to_string(r.baselineWork));
    std::string bins = "[";
    for (std::size_t i = 0; i < r.pairBins.size(); ++i)
        bins += (i ? ", " : "") + std::to_string(r.pairBins[i]);
    j.add("pair_bins", bins + "]");
    if (r.sprt) {
        j.add("sprt", JsonObject()
                          .add("llr", r.sprt->llr)
                          .add("lower", r.sprt->lowerBound)
                          .add("upper", r.sprt->upperBound)
                          .addText("verdict", verdictName(r.sprt->verdict))
                          .text(inner));
    }
    std::vector<std::string> incidents;
    for (const std::string& incident : r.incidents) incidents.push_back(quoted(incident));
    j.add("incidents", array(incidents, inner));
    return j.text(indent);
}

}  // namespace

std::string csvField(std::string_view text) {
    if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
    std::string out = "\"";
    for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string reportJson(const TournamentSetup& setup, const TournamentReport& report) {
    if (setup.format == TournamentFormat::HeadToHead)
        return pairingJson(setup, report.pairings.front(), 0) + "\n";
    std::vector<std::string> pairings;
    for (const PairingReport& p : report.pairings) pairings.push_back(pairingJson(setup, p, 4));
    std::vector<std::string> standings;
    for (const Standing& s : report.standings)
        standings.push_back(JsonObject()
                                .addText("bot", s.entrant)
                                .add("games", s.games)
                                .add("points", s.points)
                                .add("score", s.score.score)
                                .add("score_ci95", s.score.scoreMargin)
                                .add("elo", eloNumber(s.rating.hasElo, s.rating.elo, "null"))
                                .add("elo_ci95", eloNumber(s.rating.hasElo, s.rating.eloMargin, "null"))
                                .text(4));
    return JsonObject()
               .addText("format", formatName(setup.format))
               .add("seed", std::to_string(setup.seed))
               .add("games_played", report.gamesPlayed)
               .add("games_scheduled", std::to_string(report.gamesScheduled))
               .add("pairings", array(pairings, 2))
               .add("standings", array(standings, 2))
               .text() +
           "\n";
}

std::string reportCsv(const TournamentReport& report) {
    std::string csv =
        "bot,opponent,games,white_wins,white_losses,white_draws,black_wins,black_losses,black_draws,score,"
        "score_ci95,elo,elo_ci95,los,mean_turns,bot_ms_mean,opponent_ms_mean,sprt_llr,sprt_verdict\n";
    for (const PairingReport& p : report.pairings) {
        const MatchReport& r = p.report;
        const std::vector<std::string> fields = {csvField(p.first),
                                                 csvField(p.second),
                                                 std::to_string(r.gamesPlayed),
                                                 std::to_string(r.asWhite.wins),
                                                 std::to_string(r.asWhite.losses),
                                                 std::to_string(r.asWhite.draws),
                                                 std::to_string(r.asBlack.wins),
                                                 std::to_string(r.asBlack.losses),
                                                 std::to_string(r.asBlack.draws),
                                                 number(r.score.score),
                                                 number(r.score.scoreMargin),
                                                 eloNumber(r.score.hasElo, r.score.elo, ""),
                                                 eloNumber(r.score.hasElo, r.score.eloMargin, ""),
                                                 number(p.los),
                                                 number(r.meanTurns),
                                                 number(r.botTimes.mean),
                                                 number(r.baselineTimes.mean),
                                                 r.sprt ? number(r.sprt->llr) : "",
                                                 r.sprt ? verdictName(r.sprt->verdict) : ""};
        for (std::size_t i = 0; i < fields.size(); ++i) csv += (i ? "," : "") + fields[i];
        csv += "\n";
    }
    return csv;
}

}  // namespace dicechess
