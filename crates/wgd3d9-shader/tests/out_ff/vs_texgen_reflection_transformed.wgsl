struct Constants {
    c: array<vec4<f32>, 33>,
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
    let _e18 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e23 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e28 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e34 = consts.c[0];
    let _e40 = consts.c[14];
    let _e45 = consts.c[1];
    let _e51 = consts.c[15];
    let _e56 = consts.c[2];
    let _e62 = consts.c[16];
    let _e67 = consts.c[3];
    let _e71 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, _e34)), vec4<bool>(true, false, false, false)), vec4(dot(_e18, _e45)), vec4<bool>(false, true, false, false)), vec4(dot(_e18, _e56)), vec4<bool>(false, false, true, false)), vec4(dot(_e18, _e67)), vec4<bool>(false, false, false, true));
    let _e73 = consts.c[17];
    let _e78 = consts.c[18];
    let _e85 = consts.c[19];
    let _e92 = consts.c[20];
    let _e98 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e23.xyz, _e78.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e23.xyz, _e85.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e23.xyz, _e92.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e99 = -(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, _e40)), vec4<bool>(true, false, false, false)), vec4(dot(_e18, _e51)), vec4<bool>(false, true, false, false)), vec4(dot(_e18, _e62)), vec4<bool>(false, false, true, false)), vec4(dot(_e18, _e73)), vec4<bool>(false, false, false, true)));
    let _e104 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e99.xyz, _e99.xyz)), vec4<bool>(true, false, false, false));
    let _e107 = select(_e104, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e104, (_e104 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e116 = select(_e99, (_e99 * select(_e107, vec4(inverseSqrt(abs(_e107.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e121 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e116.xyz, _e98.xyz)), vec4<bool>(true, false, false, false));
    let _e132 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e121, (_e121.xxxx + _e121.xxxx), vec4<bool>(true, false, false, false)).xxxx * _e98) + -(_e116)), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    let _e134 = consts.c[29];
    let _e139 = consts.c[30];
    let _e144 = consts.c[31];
    let _e149 = consts.c[32];
    let _e157 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e116.xyz, _e98.xyz)), vec4<bool>(true, false, false, false));
    let _e166 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e157, (_e157.xxxx + _e157.xxxx), vec4<bool>(true, false, false, false)).xxxx * _e98) + -(_e116)), vec4<bool>(true, true, true, false));
    let _e167 = (_e166 + vec4<f32>(0f, 0f, 1f, 0f));
    let _e172 = select(_e167, vec4(dot(_e167.xyz, _e167.xyz)), vec4<bool>(false, false, false, true));
    let _e185 = consts.c[26];
    let _e187 = select(vec4<f32>(0f, 0f, 0f, 0f), _e185.xxxx, vec4<bool>(true, false, false, false));
    let _e188 = _e187.xxxx;
    let _e189 = _e185.yyyy;
    let _e193 = select(_e187, select(_e189, _e188, (_e188 >= _e189)), vec4<bool>(true, false, false, false)).xxxx;
    let _e194 = _e185.zzzz;
    let _e199 = consts.c[6];
    let _e201 = consts.c[7];
    return Output(select(_e71, ((_e71 * _e201) + (_e199 * _e71.wwww)), vec4<bool>(true, true, true, false)), in5_, vec4<f32>(0f, 0f, 0f, 0f), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e132, _e134)), vec4<bool>(true, false, false, false)), vec4(dot(_e132, _e139)), vec4<bool>(false, true, false, false)), vec4(dot(_e132, _e144)), vec4<bool>(false, false, true, false)), vec4(dot(_e132, _e149)), vec4<bool>(false, false, false, true)), ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e166 * select(_e172, vec4(inverseSqrt(abs(_e172.w))), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(true, true, false, false)) * vec4<f32>(0.5f, 0.5f, 0f, 0f)) + vec4<f32>(0.5f, 0.5f, 0f, 1f)), _e28, _e28, _e28, _e28, _e28, _e28, vec4<f32>(1f, 1f, 1f, 1f));
}
