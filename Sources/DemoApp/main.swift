print("DemoApp is being built; see README.md")
