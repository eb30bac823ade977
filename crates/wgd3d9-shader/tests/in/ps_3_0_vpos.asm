// ps_3_0: vPos (declared .xy) for screen-space texture coordinates and a dither pattern
ps_3_0
dcl vPos.xy
dcl_2d s0
def c0, 0.0009765625, 0.0013020833, 0.5, 0.25
mul r0.xy, vPos, c0
texld r1, r0, s0
mul r2.xy, vPos, c0.z
frc r2.xy, r2
add r2.x, r2.x, r2.y
mul r2.x, r2.x, c0.w
add oC0, r1, r2.x
