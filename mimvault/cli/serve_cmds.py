"""Serving: context for a task, the profile, the MCP server."""

from __future__ import annotations

import click

from ._common import App, emit_json, json_option, pass_app


@click.command()
@click.argument("task")
@click.option("--budget", type=click.IntRange(100, 100_000), help="Token budget (default: serve.default_budget, 1200).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="text: Markdown for a prompt; json: the slots as data.")
@click.option("--history", is_flag=True, help="Also superseded and archived memories (labelled).")
@json_option
@pass_app
def context(app: App, task, budget, fmt, history, as_json):
    """The memory a task needs: stable facts, preferences, relationships, recent events,
    constraints and open questions, under a token budget. Each item carries its
    confidence label, state, time and evidence; memory text is quoted data. Says so when
    the vault holds nothing relevant. The memories served are written to the access log.

    Example:

    \b
        mim context "Plan a weekend trip to Osaka with my family" --budget 1200
        mim context "帮我写一封请假邮件" --format json
    """
    ctx = app.vault.context(task, budget=budget, history=history)
    if as_json or fmt == "json":
        emit_json(ctx.to_json())
        return
    click.echo(ctx.render(), nl=False)


@click.command()
@json_option
@pass_app
def profile(app: App, as_json):
    """A sectioned "about me" Markdown from confirmed memories only — basics,
    preferences, recent life, relationships, routines, important moments — each line
    with its evidence link; usable as a system-prompt file.

    Example:

    \b
        mim profile > MEMORY.md
    """
    text = app.vault.profile()
    if as_json:
        emit_json({"markdown": text})
        return
    click.echo(text, nl=False)


@click.command()
@click.option("--agent", "agent_name", metavar="NAME", help="The agent's name in the audit trail (default: from --as, else mcp-client).")
@click.option("--json", "as_json", is_flag=True, help="Print the server's tools as JSON and exit (no server).")
@pass_app
def mcp(app: App, agent_name, as_json):
    """Run a stdio MCP server for this vault, for Claude Desktop, IDE agents and others.
    The agent may read and propose (autonomy policy); every call is logged with its name.

    Example:

    \b
        mim --vault ~/vault mcp --agent claude
        mim mcp --json        # list the tools
    """
    from ..kinds import Actor

    if agent_name:
        actor = f"agent:{agent_name}"
    elif app.actor.startswith("agent:"):
        actor = app.actor
    else:
        actor = "agent:mcp-client"
    Actor.parse(actor)
    if as_json:
        from ..mcp_server import INSTRUCTIONS, TOOLS

        emit_json({"agent": actor, "instructions": INSTRUCTIONS, "tools": TOOLS})
        return
    from ..mcp_server import serve

    serve(app.vault_path, actor)
