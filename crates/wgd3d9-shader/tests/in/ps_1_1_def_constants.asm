// ps_1_1: def with values inside the ps_1_x range [-1, 1], the blue and alpha channels used
ps_1_1
def c0, 1.0, 0.0, 0.0, 1.0
def c1, -1.0, -0.5, 0.5, 0.25
def c3, 0.2125, 0.7154, 0.0721, 0.0
tex t0
dp3 r0.rgb, t0, c3           // luminance
+mov r0.a, c0
add r1, r0, c1
mul r0.rgb, r1, r0
