// The engines file: installed external engines, read and written as JSON, anything malformed refused with
// the file, the entry and the field named.
#include "platform/engines/engines_file.h"

#include <gtest/gtest.h>
#include <cstdlib>

#include "../engine/temp_files.h"

using namespace dicechess;

namespace {

std::string errorOf(std::string_view json) {
    const auto parsed = parseEngines(json, "engines.json");
    return parsed ? std::string() : parsed.error();
}

}  // namespace

TEST(EnginesFileTest, AnEngineIsReadWithItsArgumentsFolderAndOptions) {
    const auto engines = parseEngines(R"([{"name": "random", "command": "python3",
        "arguments": ["agent.py", "--fast mode"], "workingDirectory": "/opt/agents",
        "options": {"Seed": 7, "Greedy": true, "Book": "a b"}, "protocol": 1}])",
                                      "engines.json");
    ASSERT_TRUE(engines) << engines.error();
    ASSERT_EQ(engines->size(), 1u);
    const EngineConfig& e = engines->front();
    EXPECT_EQ(e.name, "random");
    EXPECT_EQ(e.command, "python3");
    EXPECT_EQ(e.arguments, (std::vector<std::string>{"agent.py", "--fast mode"}));
    EXPECT_EQ(e.workingDirectory, "/opt/agents");
    EXPECT_EQ(e.options.at("Seed"), "7");
    EXPECT_EQ(e.options.at("Greedy"), "true");
    EXPECT_EQ(e.options.at("Book"), "a b");
    EXPECT_EQ(findEngine(*engines, "random"), &e);
    EXPECT_EQ(findEngine(*engines, "other"), nullptr);
}

TEST(EnginesFileTest, WhatIsMalformedIsNamed) {
    EXPECT_EQ(errorOf("{"), "engines.json: not valid JSON");
    EXPECT_EQ(errorOf("{}"), "engines.json: expected a JSON array of engines");
    EXPECT_EQ(errorOf(R"([{"command": "x"}])"), "engines.json: engine 1: 'name' must be text");
    EXPECT_EQ(errorOf(R"([{"name": "a:b", "command": "x"}])"),
              "engines.json: engine 1: the engine name 'a:b' may not hold spaces, ':' or ','");
    EXPECT_EQ(errorOf(R"([{"name": "a", "command": "x"}, {"name": "a", "command": "y"}])"),
              "engines.json: engine 2 (a): the name is used twice");
    EXPECT_EQ(errorOf(R"([{"name": "a", "command": ""}])"),
              "engines.json: engine 1 (a): 'command' must be the program to start");
    EXPECT_EQ(errorOf(R"([{"name": "a", "command": "x", "arguments": "-v"}])"),
              "engines.json: engine 1 (a): 'arguments' must be a list of text");
    EXPECT_EQ(errorOf(R"([{"name": "a", "command": "x", "options": {"Hash": [1]}}])"),
              "engines.json: engine 1 (a): option 'Hash' must be text, a whole number or true/false");
    EXPECT_EQ(errorOf(R"([{"name": "a", "command": "x", "protocol": 2}])"),
              "engines.json: engine 1 (a): 'protocol' must be 1 (the version of docs/engine-protocol.md)");
    EXPECT_EQ(errorOf(R"([{"name": "a", "command": "x", "cmd": "y"}])"),
              "engines.json: engine 1: unknown field 'cmd'");
}

TEST(EnginesFileTest, SavedEnginesReadBackAndAMissingFileHoldsNone) {
    const test::TempDir dir;
    const auto path = dir / "config/engines.json";
    const auto none = loadEngines(path);
    ASSERT_TRUE(none);
    EXPECT_TRUE(none->empty());
    EngineConfig engine;
    engine.name = "mine";
    engine.command = "/usr/bin/my engine";
    engine.arguments = {"--level", "3"};
    engine.options = {{"Seed", "1"}};
    ASSERT_TRUE(saveEngines(path, {engine}));
    const auto back = loadEngines(path);
    ASSERT_TRUE(back) << back.error();
    ASSERT_EQ(back->size(), 1u);
    EXPECT_EQ(back->front().command, engine.command);
    EXPECT_EQ(back->front().arguments, engine.arguments);
    EXPECT_EQ(back->front().options, engine.options);
}

TEST(EnginesFileTest, TheDefaultPathFollowsTheEnvironment) {
    ::setenv("DICECHESS_ENGINES", "/tmp/x/engines.json", 1);
    EXPECT_EQ(defaultEnginesPath(), "/tmp/x/engines.json");
    ::unsetenv("DICECHESS_ENGINES");
    ::setenv("XDG_CONFIG_HOME", "/tmp/config", 1);
    EXPECT_EQ(defaultEnginesPath(), "/tmp/config/DiceChess/engines.json");
    ::unsetenv("XDG_CONFIG_HOME");
}
