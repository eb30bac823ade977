// ps_2_0: frc for tiling, sub and abs for a mirrored ramp
ps_2_0
dcl t0.xy
dcl_2d s0
def c0, 4.0, 0.5, 2.0, 1.0
mul r0.xy, t0, c0.x
frc r1.xy, r0
sub r1.xy, r1, c0.y
abs r2.xy, r1
mul r2.xy, r2, c0.z
texld r3, r2, s0
mov oC0, r3
