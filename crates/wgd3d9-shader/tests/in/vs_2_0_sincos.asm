// vs_2_0: sincos with the D3DSINCOSCONST1/2 operands, after range reduction with frc
vs_2_0
dcl_position v0
dcl_texcoord0 v1
def c10, -1.5500992e-006, -2.1701389e-005, 0.0026041667, 0.00026041668
def c11, -0.020833334, -0.125, 1.0, 0.5
def c12, 3.14159265, 0.5, 6.2831853, 0.15915494
mov r0, v0
mul r1.x, v0.x, c4.x         // phase from x and time
add r1.x, r1.x, c4.y
mad r1.x, r1.x, c12.w, c12.y
frc r1.x, r1.x
mad r1.x, r1.x, c12.z, -c12.x
sincos r2.xy, r1.x, c10, c11
mad r0.y, r2.y, c4.z, r0.y   // displace by sin
m4x4 oPos, r0, c0
mov oT0.xy, v1
mov oD0, r2.x                // cos as a shade
