print("TerminalUIExample is being built")
