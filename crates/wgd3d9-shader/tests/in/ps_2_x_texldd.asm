// ps_2_x: texldd with explicit gradients from dsx/dsy of a warped coordinate
ps_2_x
dcl t0.xy
dcl_2d s0
def c0, 0.1, 10.0, 0.0, 0.0
mov r0, c0.z
mul r0.xy, t0, c0.y
frc r0.xy, r0
mad r0.xy, r0, c0.x, t0
mov r1, c0.z
mov r2, c0.z
dsx r1.xy, t0
dsy r2.xy, t0
texldd r3, r0, s0, r1, r2
mov oC0, r3
