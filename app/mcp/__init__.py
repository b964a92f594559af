"""The judge as Model Context Protocol tools: the server (server.py) and its HTTP endpoint at /mcp (http.py)."""
