print("lifecycle-check")
