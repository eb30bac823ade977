struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e37 = consts.c[5];
    let _e45 = consts.c[6];
    let _e53 = consts.c[7];
    let _e61 = consts.c[8];
    let _e65 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e65.x, 0i, 255i);
    loop_step = _e65.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    r0_ = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e37.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e45.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e53.xyz)), vec4<bool>(false, false, true, false));
    r1_ = _e61;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e65.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e83 = loop_count;
        if (_e83 <= 0i) {
            break;
        }
        loop_count = (_e83 - 1i);
        let _e86 = r0_;
        let _e88 = r3_;
        let _e92 = (i32(_e88.x) + 10i);
        let _e94 = consts.c[_e92];
        let _e102 = r2_;
        let _e103 = select(_e102, vec4(dot(_e86.xyz, select(_e94, vec4<f32>(0f, 1f, 0f, 0f), (_e92 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        let _e104 = _e103.xxxx;
        let _e105 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        let _e108 = select(_e103, select(_e105, _e104, (_e104 >= _e105)), vec4<bool>(true, false, false, false));
        let _e114 = (i32(_e88.x) + 20i);
        let _e116 = consts.c[_e114];
        let _e119 = r1_;
        let _e122 = loop_step;
        r2_ = _e108;
        r1_ = ((_e108.xxxx * select(_e116, vec4<f32>(0f, 1f, 0f, 0f), (_e114 == 4i))) + _e119);
        r3_ = select(_e88, vec4((_e88.x + f32(_e122))), vec4<bool>(true, false, false, false));
    }
    let _e128 = r1_;
    let _e129 = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    let _e133 = o0_;
    let _e136 = consts.c[256];
    let _e139 = consts.c[257];
    return Output(select(_e133, ((_e133 * _e139) + (_e136 * _e133.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e129, _e128, (_e128 < _e129))));
}
