struct Constants {
    c: array<vec4<f32>, 74>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(1) out4_: vec4<f32>,
    @location(2) out5_: vec4<f32>,
    @location(3) out6_: vec4<f32>,
    @location(4) out7_: vec4<f32>,
    @location(5) out8_: vec4<f32>,
    @location(6) out9_: vec4<f32>,
    @location(7) out10_: vec4<f32>,
    @location(10) out11_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(3) in3_: vec3<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>, @location(8) in8_: vec2<f32>) -> Output {
    let _e15 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e20 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e25 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e31 = consts.c[0];
    let _e37 = consts.c[14];
    let _e42 = consts.c[1];
    let _e48 = consts.c[15];
    let _e53 = consts.c[2];
    let _e59 = consts.c[16];
    let _e64 = consts.c[3];
    let _e68 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e15, _e31)), vec4<bool>(true, false, false, false)), vec4(dot(_e15, _e42)), vec4<bool>(false, true, false, false)), vec4(dot(_e15, _e53)), vec4<bool>(false, false, true, false)), vec4(dot(_e15, _e64)), vec4<bool>(false, false, false, true));
    let _e70 = consts.c[17];
    let _e75 = consts.c[18];
    let _e82 = consts.c[19];
    let _e89 = consts.c[20];
    let _e95 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e20.xyz, _e75.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e20.xyz, _e82.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e20.xyz, _e89.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e96 = -(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e15, _e37)), vec4<bool>(true, false, false, false)), vec4(dot(_e15, _e48)), vec4<bool>(false, true, false, false)), vec4(dot(_e15, _e59)), vec4<bool>(false, false, true, false)), vec4(dot(_e15, _e70)), vec4<bool>(false, false, false, true)));
    let _e101 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e96.xyz, _e96.xyz)), vec4<bool>(true, false, false, false));
    let _e104 = select(_e101, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e101, (_e101 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e115 = consts.c[8];
    let _e117 = consts.c[71];
    let _e119 = consts.c[69];
    let _e129 = select((_e117 + vec4<f32>(0f, 0f, -1f, 0f)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e134 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e129.xyz, _e129.xyz)), vec4<bool>(true, false, false, false));
    let _e137 = select(_e134, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e134, (_e134 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e152 = consts.c[13];
    let _e154 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e95.xyz, _e117.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e95.xyz, select(_e129, (_e129 * select(_e137, vec4(inverseSqrt(abs(_e137.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e152.xxxx, vec4<bool>(false, false, false, true));
    let _e167 = vec4<f32>(1f, max(_e154.x, 0f), select(0f, pow(_e154.y, clamp(_e154.w, -128f, 128f)), ((_e154.x > 0f) && (_e154.y > 0f))), 1f);
    let _e171 = select(_e167, (_e167 * vec4<f32>(1f, 1f, 1f, 1f).xxxx), vec4<bool>(false, true, true, false));
    let _e173 = consts.c[67];
    let _e178 = consts.c[68];
    let _e183 = consts.c[10];
    let _e185 = consts.c[12];
    let _e196 = consts.c[11];
    let _e203 = consts.c[26];
    let _e205 = select(vec4<f32>(0f, 0f, 0f, 0f), _e203.xxxx, vec4<bool>(true, false, false, false));
    let _e206 = _e205.xxxx;
    let _e207 = _e203.yyyy;
    let _e211 = select(_e205, select(_e207, _e206, (_e206 >= _e207)), vec4<bool>(true, false, false, false)).xxxx;
    let _e212 = _e203.zzzz;
    let _e217 = consts.c[6];
    let _e219 = consts.c[7];
    return Output(select(_e68, ((_e68 * _e219) + (_e217 * _e68.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((((_e173 * _e171.yyyy) + vec4<f32>(0f, 0f, 0f, 0f)) * in5_) + select(vec4<f32>(0f, 0f, 0f, 0f), ((((_e119 * vec4<f32>(1f, 1f, 1f, 1f).xxxx) + _e115) * _e183) + _e185), vec4<bool>(true, true, true, false)))), vec4<bool>(true, true, true, false)), saturate(in5_), vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate((((_e178 * _e171.zzzz) + vec4<f32>(0f, 0f, 0f, 0f)) * _e196)), vec4<bool>(true, true, true, false)), saturate(_e196), vec4<bool>(false, false, false, true)), _e25, _e25, _e25, _e25, _e25, _e25, _e25, _e25, vec4<f32>(1f, 1f, 1f, 1f));
}
