// ps_2_0: sincos with the D3DSINCOSCONST constants after range reduction, a procedural stripe pattern
ps_2_0
dcl t0.xy
def c0, -1.5500992e-006, -2.1701389e-005, 0.0026041667, 0.00026041668
def c1, -0.020833334, -0.125, 1.0, 0.5
def c2, 0.15915494, 0.5, 6.2831853, -3.14159265
def c3, 40.0, 0.5, 0.0, 1.0
mul r0.x, t0.x, c3.x
mad r0.x, r0.x, c2.x, c2.y
frc r0.x, r0.x
mad r0.x, r0.x, c2.z, c2.w
sincos r1.xy, r0.x, c0, c1
mad r2, r1.y, c3.y, c3.y
mov r2.w, c3.w
mov oC0, r2
