// ps_2_x: predicated sincos (replicate predicate swizzle required in shader model 2)
ps_2_x
dcl t0.xy
def c0, -1.5500992e-006, -2.1701389e-005, 0.0026041667, 0.00026041668
def c1, -0.020833334, -0.125, 1.0, 0.5
def c2, 0.0, 0.0, 0.0, 1.0
mov r0.xy, t0
mov r1, c2
setp_ne p0.y, r0.y, c2.x
(p0.y) sincos r1.xy, r0.x, c0, c1
mov r1.z, c2.x               // sincos leaves .z undefined in shader model 2
mov oC0, r1
