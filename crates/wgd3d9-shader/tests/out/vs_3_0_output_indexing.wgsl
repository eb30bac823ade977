struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var o: array<vec4<f32>, 5> = array<vec4<f32>, 5>();
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e13 = o[0];
    o[0] = select(_e13, vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false));
    let _e18 = consts.c[1];
    let _e22 = o[0];
    o[0] = select(_e22, vec4(dot(in0_, _e18)), vec4<bool>(false, true, false, false));
    let _e27 = consts.c[2];
    let _e31 = o[0];
    o[0] = select(_e31, vec4(dot(in0_, _e27)), vec4<bool>(false, false, true, false));
    let _e36 = consts.c[3];
    let _e40 = o[0];
    o[0] = select(_e40, vec4(dot(in0_, _e36)), vec4<bool>(false, false, false, true));
    let _e46 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e46.x, 0i, 255i);
    loop_step = _e46.z;
    v0_ = in0_;
    v1_ = in1_;
    r0_ = in1_;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e46.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e61 = loop_count;
        if (_e61 <= 0i) {
            break;
        }
        loop_count = (_e61 - 1i);
        let _e64 = r0_;
        let _e67 = consts.c[4];
        let _e70 = r1_;
        let _e76 = consts.c[(i32(_e70.x) + 10i)];
        let _e77 = ((_e64 * _e67) + _e76);
        o[(i32(_e70.x) + 0i)] = _e77;
        let _e82 = loop_step;
        r0_ = _e77;
        r1_ = select(_e70, vec4((_e70.x + f32(_e82))), vec4<bool>(true, false, false, false));
    }
    let _e89 = o[0];
    let _e92 = consts.c[256];
    let _e95 = consts.c[257];
    let _e101 = o[0];
    o[0] = select(_e101, ((_e89 * _e95) + (_e92 * _e89.wwww)), vec4<bool>(true, true, true, false));
    let _e105 = o[0];
    let _e107 = o[1];
    let _e109 = o[2];
    let _e111 = o[3];
    let _e113 = o[4];
    return Output(_e105, _e107, _e109, _e111, _e113);
}
