struct Constants {
    c: array<vec4<f32>, 29>,
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
    let _e96 = -(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e15, _e37)), vec4<bool>(true, false, false, false)), vec4(dot(_e15, _e48)), vec4<bool>(false, true, false, false)), vec4(dot(_e15, _e59)), vec4<bool>(false, false, true, false)), vec4(dot(_e15, _e70)), vec4<bool>(false, false, false, true)));
    let _e101 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e96.xyz, _e96.xyz)), vec4<bool>(true, false, false, false));
    let _e104 = select(_e101, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e101, (_e101 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e115 = consts.c[26];
    let _e117 = select(vec4<f32>(0f, 0f, 0f, 0f), _e115.xxxx, vec4<bool>(true, false, false, false));
    let _e118 = _e117.xxxx;
    let _e119 = _e115.yyyy;
    let _e123 = select(_e117, select(_e119, _e118, (_e118 >= _e119)), vec4<bool>(true, false, false, false)).xxxx;
    let _e124 = _e115.zzzz;
    let _e129 = consts.c[6];
    let _e131 = consts.c[7];
    return Output(select(_e68, ((_e68 * _e131) + (_e129 * _e68.wwww)), vec4<bool>(true, true, true, false)), in5_, vec4<f32>(0f, 0f, 0f, 0f), _e25, _e25, _e25, _e25, _e25, _e25, _e25, _e25, vec4<f32>(1f, 1f, 1f, 1f));
}
