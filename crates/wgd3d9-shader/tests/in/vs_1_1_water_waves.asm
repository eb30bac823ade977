// vs_1_1: water surface displacement with a Taylor-series sine built from frc and mad
vs_1_1
dcl_position v0
dcl_texcoord v1
def c4, 0.159155, 0.5, 6.283185, -3.141593   // 1/2pi, 1/2, 2pi, -pi
def c5, -0.166667, 0.008333, -0.000198, 1.0   // -1/3!, 1/5!, -1/7!, 1
dp3 r0.x, v0, c6             // wave direction . position
mad r0.x, r0.x, c7.x, c7.y   // * frequency + time
mad r0.y, r0.x, c4.x, c4.y   // to turns
frc r0.y, r0.y
mad r0.x, r0.y, c4.z, c4.w   // back to [-pi, pi]
mul r1.x, r0.x, r0.x         // x^2
mul r1.y, r1.x, r0.x         // x^3
mul r1.z, r1.y, r1.x         // x^5
mul r1.w, r1.z, r1.x         // x^7
mad r2.x, r1.y, c5.x, r0.x
mad r2.x, r1.z, c5.y, r2.x
mad r2.x, r1.w, c5.z, r2.x   // sin(x)
mov r3, v0
mad r3.y, r2.x, c7.z, r3.y   // displace height by amplitude
m4x4 oPos, r3, c0
mul r4.xy, v1, c8            // water texture scale
add oT0.xy, r4, c9           // scrolling offset
mul oD0, r2.x, c10
